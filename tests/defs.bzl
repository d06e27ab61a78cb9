"""wtf8_test: the shape every GoogleTest test in tests/ shares, so a test block says what differs."""

load("@rules_cc//cc:cc_test.bzl", "cc_test")

def wtf8_test(name, deps = [], size = "small", srcs = None, **kwargs):
    """A cc_test of tests/<name>.cc, linked with GoogleTest's main.

    Args:
      name: the test target; its source is <name>.cc unless srcs says otherwise.
      deps: what the test uses besides GoogleTest's main (added here).
      size: "small" unless the test is a sweep ("medium" or "large").
      srcs: the sources, when they are not just <name>.cc.
      **kwargs: any other cc_test attribute (data, copts, shard_count, linkopts, tags).
    """
    cc_test(
        name = name,
        size = size,
        srcs = srcs if srcs != None else [name + ".cc"],
        deps = deps + ["@com_google_googletest//:gtest_main"],
        **kwargs
    )
