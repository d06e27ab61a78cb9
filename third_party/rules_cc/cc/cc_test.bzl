"""Offline stand-in for @rules_cc//cc:cc_test.bzl: the native `cc_test` (see defs.bzl here)."""

def cc_test(**attrs):
    """The native `cc_test`, with the same attributes."""

    # buildifier: disable=native-cc-test (this shim is the one place that may call the native rule)
    native.cc_test(**attrs)
