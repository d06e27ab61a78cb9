# Globs against the anchors that are not in the default build: Rust's globset 0.4.9 (Debian's
# librust-globset-dev, built offline with cargo by tests/glob_globset_differential.py, which
# compares every generated pattern and path with the crate and checks the committed golden file
# is still what the crate says). git and glibc's fnmatch are compared in stage 10
# (//tests:glob_git_differential_test, //tests:glob_fnmatch_differential_test), CPython 3.13 by
# //tests:glob_python_test where pyenv's 3.13.0 exists.
# Budget: 3 minutes (about 80 s from cold, 35 s of it cargo).
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages cargo librust-globset-dev python3
if python3 tests/glob_globset_differential.py; then
  report 1 0
else
  report 0 1
  exit 1
fi
