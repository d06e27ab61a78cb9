"""Offline stand-in for @rules_cc//cc:cc_library.bzl: the native `cc_library` (see defs.bzl here)."""

def cc_library(**attrs):
    """The native `cc_library`, with the same attributes."""

    # buildifier: disable=native-cc-library (this shim is the one place that may call the native rule)
    native.cc_library(**attrs)
