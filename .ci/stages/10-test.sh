# The README's test command, exactly: the `./bazelw test` line of its set-up block
# (<!-- snippet: set-up -->), read from README.md, so the two cannot differ.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
source .ci/snippet.sh
line=$(readme_snippet set-up | sed -n 's|^\./bazelw test \([^#]*\).*|\1|p')
if [[ -z "$line" ]]; then
  echo "README.md's set-up block has no './bazelw test' line" >&2
  report 0 1
  exit 1
fi
read -ra targets <<<"$line"
echo "test: ./bazelw test ${targets[*]}"
bazel_test "${targets[@]}"
