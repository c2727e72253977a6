#!/bin/sh
# Checks that the README's list of Debian packages is the one scripts/setup.sh installs
# (scripts/packages/build.txt and test.txt): a newcomer reads the README's, apt reads the files.
set -eu
cd "$(dirname "$0")/.."
listed() { grep -v '^#' "scripts/packages/$1.txt" | grep -v '^[[:space:]]*$' | tr '\n' ' ' | sed 's/ $//'; }
readme() { awk -v k="<!-- packages: $1 -->" '$0 == k { on = 1; next } on && /^```/ { if (seen) exit; seen = 1; next } on && seen' README.md; }
status=0
for list in build test; do
    want=$(listed "$list")
    key=$list; [ "$list" = test ] && key=tests
    got=$(readme "$key")
    if [ "$got" != "$want" ]; then
        echo "README's $key packages differ from scripts/packages/$list.txt:" >&2
        echo "  README: $got" >&2
        echo "  file:   $want" >&2
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "check-readme-packages: the README lists what scripts/setup.sh installs" >&2
exit "$status"
