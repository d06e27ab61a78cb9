"""Offline stand-in for @rules_cc//cc:cc_binary.bzl: the native `cc_binary` (see defs.bzl here)."""

def cc_binary(**attrs):
    """The native `cc_binary`, with the same attributes."""

    # buildifier: disable=native-cc-binary (this shim is the one place that may call the native rule)
    native.cc_binary(**attrs)
