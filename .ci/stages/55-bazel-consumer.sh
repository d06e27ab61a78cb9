# Another Bazel workspace depending on @wtf8//:wtf8 through the README's snippets, copied out of
# README.md verbatim (only the path to this checkout is filled in): WORKSPACE, .bazelrc, BUILD
# and main.cc. Builds and runs the program, loads wtf8's tools/ package (the rules_shell
# stand-in), then removes that workspace's Bazel output.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
source .ci/snippet.sh
need_packages bazel-bootstrap bazel-rules-java bazel-platforms libabsl-dev googletest g++

wtf8_root=$PWD
work=$(mktemp -d)
consumer="$work/consumer"
mkdir -p "$consumer"
readme_snippet bazel-consumer/WORKSPACE | sed "s|/path/to/wtf8|$wtf8_root|" >"$consumer/WORKSPACE"
readme_snippet bazel-consumer/.bazelrc >"$consumer/.bazelrc"
readme_snippet bazel-consumer/BUILD.bazel >"$consumer/BUILD.bazel"
readme_snippet consumer/main.cc >"$consumer/main.cc"
grep -q "$wtf8_root" "$consumer/WORKSPACE" || { echo "snippet lacks /path/to/wtf8" >&2; exit 1; }

cleanup() {
  (cd "$consumer" && bazel clean --expunge >/dev/null 2>&1; bazel shutdown >/dev/null 2>&1) || true
  rm -rf "$work"
}
trap cleanup EXIT

rc=0
(cd "$consumer" && bazel run //:app 2>"$work/log" | tee "$work/out") || rc=$?
# The shims reach the consumer too: tools/ (the public CLI's package) loads sh_test from
# @rules_shell, which wtf8_dependencies() declares.
if ((rc == 0)); then
  (cd "$consumer" && bazel query 'kind("sh_test", @wtf8//tools:all)' 2>>"$work/log" |
    tee "$work/query") || rc=$?
  grep -q '^@wtf8//tools:tour_test$' "$work/query" || rc=1
fi
if ((rc == 0)) && grep -q 'caf\\u{dce9}' "$work/out"; then
  echo "bazel consumer: ok"
  report 1 0
else
  tail -30 "$work/log"
  echo "bazel consumer: FAILED"
  report 0 1
  exit 1
fi
