"""Offline stand-in for @rules_cc//cc:defs.bzl.

Bazel 4.2.3's own @bazel_tools loads these names from @rules_cc, which it would otherwise
download. Each one simply forwards to the native rule of the same name. (Starlark in this
Bazel has no lambda, hence one def per rule.)
"""

def cc_library(**attrs):
    native.cc_library(**attrs)

def cc_binary(**attrs):
    native.cc_binary(**attrs)

def cc_test(**attrs):
    native.cc_test(**attrs)

def cc_import(**attrs):
    native.cc_import(**attrs)

def cc_toolchain(**attrs):
    native.cc_toolchain(**attrs)

def cc_toolchain_suite(**attrs):
    native.cc_toolchain_suite(**attrs)

def objc_library(**attrs):
    native.objc_library(**attrs)
