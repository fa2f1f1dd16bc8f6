#!/bin/sh
# Installs a new build over the served one without a moment where a page names files that are not
# there (docs/deployment.md, Upgrade):
#   deploy/upgrade.sh <new dist folder> <served folder>      e.g. deploy/upgrade.sh dist /var/www/h5
# 1. every file but the entry points first (assets/, icons, captcha pool: new names, or the same
#    bytes under the same name), each written to a temporary name and renamed into place;
# 2. then manifest.webmanifest, sw.js and index.html (with their .br/.gz), the page last: a visitor
#    gets the new page only once everything it names is in place;
# 3. bundles the new build no longer has stay for KEEP_DAYS days (default 7) after the upgrade that
#    retired them, for tabs still open on the old page and its service worker, then are removed.
#    The retirement dates live in <served folder>/.retired (one "<epoch seconds> <path>" a line).
# NOW (epoch seconds) replaces the clock, for tests.
set -eu

src=${1:?usage: deploy/upgrade.sh <new dist folder> <served folder>}
dst=${2:?usage: deploy/upgrade.sh <new dist folder> <served folder>}
keep_days=${KEEP_DAYS:-7}
now=${NOW:-$(date +%s)}
[ -f "$src/index.html" ] || { echo "upgrade: $src/index.html missing: not a build" >&2; exit 1; }
mkdir -p "$dst"

# Copies one file atomically (a temporary name in the same folder, then a rename).
place() {
    mkdir -p "$(dirname "$dst/$1")"
    cp "$src/$1" "$dst/$1.upgrading.$$"
    mv -f "$dst/$1.upgrading.$$" "$dst/$1"
    echo "placed $1"
}

is_entry() {
    case "$1" in
        index.html | index.html.br | index.html.gz | sw.js | sw.js.br | sw.js.gz) return 0 ;;
        manifest.webmanifest | manifest.webmanifest.br | manifest.webmanifest.gz) return 0 ;;
        *) return 1 ;;
    esac
}

cd "$src"
find . -type f | sed 's|^\./||' | sort > "$dst/.incoming.$$"
cd - > /dev/null

while IFS= read -r file; do
    is_entry "$file" || place "$file"
done < "$dst/.incoming.$$"
for file in manifest.webmanifest manifest.webmanifest.br manifest.webmanifest.gz \
    sw.js sw.js.br sw.js.gz index.html.br index.html.gz index.html; do
    [ -f "$src/$file" ] && place "$file"
done

# Retire the bundles the new build lacks; remove those retired more than KEEP_DAYS days ago.
retired="$dst/.retired"
touch "$retired"
limit=$((now - keep_days * 86400))
(cd "$dst" && find assets -type f 2>/dev/null | sort) | while IFS= read -r file; do
    grep -qxF "$file" "$dst/.incoming.$$" && continue
    since=$(awk -v f="$file" '{ p = $0; sub(/^[0-9]+ /, "", p); if (p == f) { print $1; exit } }' "$retired")
    if [ -z "$since" ]; then
        echo "$now $file"
    elif [ "$since" -le "$limit" ]; then
        rm -f "$dst/$file"
        echo "pruned $file" >&2
    else
        echo "$since $file"
    fi
done > "$retired.new"
mv -f "$retired.new" "$retired"
rm -f "$dst/.incoming.$$"
echo "upgrade done: $(wc -l < "$retired") retired bundle(s) kept for open tabs"
