# Stops the Bazel server so CI leaves nothing running.
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
./bazelw shutdown >/dev/null 2>&1 || true
