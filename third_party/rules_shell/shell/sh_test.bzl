"""Offline stand-in for @rules_shell//shell:sh_test.bzl.

Bazel 9 has no global `sh_test`: BUILD files load it from @rules_shell. Bazel 4.2.3, the Bazel
these machines have, cannot use the real rules_shell (it needs a newer Bazel) and has the rule
built in, so this file gives the same load path and forwards to the native rule.
"""

def sh_test(**attrs):
    """A shell test: the native `sh_test` with the same attributes."""

    # buildifier: disable=native-sh-test (this shim is the one place that may call the native rule)
    native.sh_test(**attrs)
