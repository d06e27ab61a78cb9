# The file-name tables and their oracle verdicts are reproducible from Debian's packages:
#   1. src/names/tables/gen_name_tables.py --check rebuilds the tables beside it from
#      unicode-data (UCD 15.0), linux-source-6.1 (fs/hfsplus) and ntfs-3g-dev (the NTFS upcase
#      table, from libntfs-3g itself) and fails on any difference with the committed files;
#   2. tests/testdata/names/gen_name_goldens.py --check builds the real implementations outside
#      the repository (Linux 6.1 fs/unicode and fs/hfsplus, linux-apfs-rw from Debian's
#      apfs-dkms, libntfs-3g), asks them for the key of every code point and of 1500 random names
#      each, and fails on any difference with tests/testdata/names/*_golden.txt, which
#      //tests:name_goldens_test replays against wtf8::name_key.
# About a minute (the linux-source tarball is unpacked twice, two files the first time, five
# the second).
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
need_packages python3 gcc libc6-dev xz-utils unicode-data linux-source-6.1 ntfs-3g-dev
passed=0 failed=0
for step in "src/names/tables/gen_name_tables.py --check" \
  "tests/testdata/names/gen_name_goldens.py --check"; do
  echo "name tables: python3 $step"
  if python3 $step; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "name tables: FAILED: python3 $step"
  fi
done
report "$passed" "$failed"
((failed == 0))
