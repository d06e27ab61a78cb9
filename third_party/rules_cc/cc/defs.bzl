"""Offline stand-in for @rules_cc//cc:defs.bzl, cc_library.bzl, cc_binary.bzl and cc_test.bzl.

Two kinds of file load this repository. Bazel 4.2.3's own @bazel_tools loads `cc_library`,
`cc_toolchain` and the like from defs.bzl, and would otherwise download rules_cc; and this
project's BUILD files load each C++ rule from its own file (`@rules_cc//cc:cc_library.bzl`), as
Bazel 9 requires (it has no global `cc_*` rules). The real rules_cc needs a newer Bazel than 4.2.3,
which has the rules built in, so each name forwards to the native rule of the same name.
(Starlark in this Bazel has no lambda, hence one def per rule.)

Each native call carries `buildifier: disable=native-...`: this folder is the one place that may
use the native rules, because its whole job is to forward to them.
"""

load(":cc_binary.bzl", _cc_binary = "cc_binary")
load(":cc_library.bzl", _cc_library = "cc_library")
load(":cc_test.bzl", _cc_test = "cc_test")

cc_library = _cc_library
cc_binary = _cc_binary
cc_test = _cc_test

def cc_import(**attrs):
    """The native `cc_import`, with the same attributes."""

    # buildifier: disable=native-cc-import (the shim forwards to the native rule)
    native.cc_import(**attrs)

def cc_toolchain(**attrs):
    """The native `cc_toolchain`, with the same attributes (@bazel_tools loads it)."""

    # buildifier: disable=native-cc-toolchain (the shim forwards to the native rule)
    native.cc_toolchain(**attrs)

def cc_toolchain_suite(**attrs):
    """The native `cc_toolchain_suite`, with the same attributes (@bazel_tools loads it)."""

    # buildifier: disable=native-cc-toolchain-suite (the shim forwards to the native rule)
    native.cc_toolchain_suite(**attrs)

def objc_library(**attrs):
    """The native `objc_library`, with the same attributes (@bazel_tools loads it)."""

    # buildifier: disable=native-cc-objc-library (the shim forwards to the native rule)
    native.objc_library(**attrs)
