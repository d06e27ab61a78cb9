# Copyright 2026 The wtf8 Authors. Licensed under the Apache License, Version 2.0.

"""The repositories @wtf8//:wtf8 needs, for another Bazel workspace (Bazel 4.2.3, offline, Debian
packages bazel-bootstrap bazel-rules-java bazel-platforms libabsl-dev googletest). In its
WORKSPACE (see README.md, "Depend on it"):

  local_repository(name = "wtf8", path = "/path/to/wtf8")
  load("@wtf8//:wtf8_deps.bzl", "wtf8_dependencies")
  wtf8_dependencies()

and `build --cxxopt=-std=c++17` in its .bazelrc (Bazel's default toolchain passes -std=c++0x).
A repository the workspace already declares is left alone, so users can bring their own.
"""

def _wtf8_folder_repository_impl(ctx):
    # The folder of the wtf8 checkout named by `folder`, linked entry by entry (what
    # local_repository does with a path, but found from wtf8's own location).
    wtf8_root = ctx.path(ctx.attr._wtf8_workspace).dirname
    folder = wtf8_root
    for part in ctx.attr.folder.split("/"):
        folder = folder.get_child(part)
    for entry in folder.readdir():
        ctx.symlink(entry, entry.basename)

_wtf8_folder_repository = repository_rule(
    implementation = _wtf8_folder_repository_impl,
    attrs = {
        "folder": attr.string(mandatory = True),
        "_wtf8_workspace": attr.label(default = Label("//:WORKSPACE")),
    },
    local = True,
)

def _maybe(rule, name, **kwargs):
    if name not in native.existing_rules():
        rule(name = name, **kwargs)

def wtf8_dependencies():
    """Declares the repositories wtf8 needs, unless the workspace already declares them."""

    # Bazel's built-in WORKSPACE suffix would download these four; answer them locally.
    _maybe(_wtf8_folder_repository, "rules_cc", folder = "third_party/rules_cc")
    _maybe(native.local_repository, "rules_java", path = "/usr/share/bazel/rules/java")
    _maybe(native.local_repository, "platforms", path = "/usr/share/bazel/tools/platforms")
    _maybe(
        _wtf8_folder_repository,
        "remote_coverage_tools",
        folder = "third_party/remote_coverage_tools",
    )

    # tools/, tests/ and examples/ load sh_test from @rules_shell, so a workspace that builds
    # the command-line tool (@wtf8//tools:wtf8) needs it; @wtf8//:wtf8 alone does not.
    _maybe(_wtf8_folder_repository, "rules_shell", folder = "third_party/rules_shell")

    # Abseil LTS 20220623 from libabsl-dev, under upstream's labels.
    _maybe(_wtf8_folder_repository, "com_google_absl", folder = "third_party/absl")

    # {fmt} from libfmt-dev, for the optional @wtf8//:fmt (wtf8/fmt.h); @wtf8//:wtf8 does not
    # need it, and Bazel only looks for /usr/include/fmt when a target uses it.
    _maybe(
        native.new_local_repository,
        "com_github_fmtlib_fmt",
        build_file = str(Label("//third_party:fmt.BUILD")),
        path = "/usr/include/fmt",
    )

    # GoogleTest sources from the googletest package (only wtf8's own tests use it).
    _maybe(
        native.new_local_repository,
        "com_google_googletest",
        build_file = str(Label("//third_party:googletest.BUILD")),
        path = "/usr/src/googletest",
    )
