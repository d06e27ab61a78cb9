# Sourced by the CI stages that run README snippets verbatim.
#
# readme_snippet NAME: prints the fenced code block that follows the line
#   <!-- snippet: NAME -->
# in README.md (without the fences). Fails if there is no such block.
readme_snippet() {
  local out
  out=$(awk -v want="<!-- snippet: $1 -->" '
    $0 == want { found = 1; next }
    found == 1 && /^```/ { found = 2; next }
    found == 2 && /^```/ { exit }
    found == 2 { print }
  ' README.md)
  if [[ -z "$out" ]]; then
    echo "README.md has no snippet '$1'" >&2
    return 1
  fi
  printf '%s\n' "$out"
}
