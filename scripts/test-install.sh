#!/usr/bin/env bash
# Tests the installed application, not the build tree. From an already built build directory
# (default build/release) it builds the Debian package with CPack, then:
#   1. checks the package: its control fields, that its dependencies were computed from the binaries
#      (dpkg-shlibdeps), its file list (man pages, copyright, changelog included), that lintian reports
#      no tag of severity error or warning (all tags are printed, info included), and that
#      `apt install ./podtwin_*.deb` resolves its dependencies (`apt-get install --simulate`);
#   2. unpacks it into a fresh, empty prefix (dpkg -x) and, from the installed paths only:
#      runs `podtwin-sim run --duration 60`, `podtwin --help` (also in German), renders both man pages,
#      opens the window in German under xvfb-run,
#      takes a screenshot (ImageMagick import) and checks it is not blank, checks the German catalogue was
#      loaded from <prefix>/share/podtwin/translations and the window title is German, and validates the
#      menu entry (desktop-file-validate) and the AppStream metadata (appstreamcli validate);
#   3. as root (CI), when podtwin is not installed already: installs the package for real with apt-get,
#      runs the same checks on /usr, and purges it again (PODTWIN_TEST_REAL_INSTALL=0 skips this);
#   4. prints the package size and the installed disk footprint and checks the README's figures against
#      them; checks that apt can install the package on a minimal Debian that never built PodTwin (a dry
#      run, scripts/dependency-footprint.py) and prints what it would add.
# Exits non-zero when any check fails. Stops only the processes it started (by process group) and removes
# everything it created. Usage: scripts/test-install.sh [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/release}"
start=$(date +%s)
app_id=org.podtwin.PodTwin

work=$(mktemp -d /tmp/podtwin-install.XXXXXX)
pgids=()
installed_for_real=0
cleanup() {
  local pg
  for pg in "${pgids[@]}"; do kill -TERM -- "-$pg" 2>/dev/null || true; done
  if ((installed_for_real)); then
    DEBIAN_FRONTEND=noninteractive dpkg --purge podtwin >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

passed=0
failed=0
ok() {
  echo "  ok: $*"
  passed=$((passed + 1))
}
bad() {
  echo "  FAILED: $*"
  failed=$((failed + 1))
}
# check "what" command...: passes when the command exits 0.
check() {
  local what=$1
  shift
  if "$@" >>"$work/checks.log" 2>&1; then ok "$what"; else bad "$what (see the lines above)"; tail -n 20 "$work/checks.log"; fi
}

if [[ ! -f "$build/CPackConfig.cmake" ]]; then
  echo "test-install: $build is not a configured build directory (run scripts/test.sh or cmake --preset release)" >&2
  exit 2
fi
for tool in dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli xvfb-run import xwininfo xprop identify readelf \
  lintian help2man man; do
  command -v "$tool" >/dev/null || { echo "test-install: $tool missing (run scripts/setup.sh)" >&2; exit 2; }
done

echo "=== test-install: building the package"
# Only what the package holds (programs, icons, man pages, changelog); after scripts/test.sh a no-op.
nice -n 10 cmake --build "$build" -j"$(nproc)" --target podtwin_package_contents >"$work/build.log" 2>&1 ||
  { tail -n 40 "$work/build.log"; exit 1; }
rm -f "$build"/podtwin_*.deb
cpack --config "$build/CPackConfig.cmake" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$build"/podtwin_*.deb)
echo "  $deb"

echo "=== test-install: the package"
field() { dpkg-deb -f "$deb" "$1"; }
version=$(grep -oP 'project\(PodTwin VERSION \K[0-9.]+' CMakeLists.txt)
[[ "$(field Package)" == podtwin ]] && ok "Package: podtwin" || bad "Package is '$(field Package)'"
[[ "$(field Version)" == "$version" ]] && ok "Version: $version" || bad "Version '$(field Version)' != $version"
[[ "$(field Section)" == science ]] && ok "Section: science" || bad "Section is '$(field Section)'"
[[ "$(field Maintainer)" =~ ^.+\ \<.+@.+\>$ ]] && ok "Maintainer: $(field Maintainer)" || bad "Maintainer '$(field Maintainer)'"
[[ -n "$(field Description)" ]] && ok "Description set" || bad "no Description"
depends=$(field Depends)
# dpkg-shlibdeps turns each linked library into its package with a minimum version.
for lib in libqt6widgets6 libqt6opengl6 libqt6charts6 libvtk9.1 libhdf5 libtbb libc6 qt6-qpa-plugins; do
  [[ "$depends" == *"$lib"* ]] && ok "Depends names $lib" || bad "Depends lacks $lib: $depends"
done
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/files.txt"
for f in /usr/bin/podtwin /usr/bin/podtwin-sim /usr/share/podtwin/translations/podtwin_de.qm \
  /usr/share/podtwin/translations/podtwin_ja.qm /usr/share/applications/$app_id.desktop \
  /usr/share/metainfo/$app_id.metainfo.xml /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
  /usr/share/icons/hicolor/48x48/apps/$app_id.png /usr/share/icons/hicolor/256x256/apps/$app_id.png \
  /usr/share/man/man1/podtwin.1.gz /usr/share/man/man1/podtwin-sim.1.gz /usr/share/doc/podtwin/copyright \
  /usr/share/doc/podtwin/changelog.gz; do
  grep -qx "$f" "$work/files.txt" && ok "holds $f" || bad "does not hold $f"
done
# Nothing outside /usr (no build-tree paths, no /usr/local).
if grep -v '^/$' "$work/files.txt" | grep -qv '^/usr'; then bad "files outside /usr"; else ok "every file under /usr"; fi
# The changelog's newest entry is this version (dpkg-parsechangelog reads the installed file's format).
changelog_version=$(dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/doc/podtwin/changelog.gz | gzip -dc |
  dpkg-parsechangelog -l- -SVersion 2>&1 || true)
[[ "$changelog_version" == "$version" ]] && ok "changelog.gz: newest entry $changelog_version" ||
  bad "changelog.gz: newest entry '$changelog_version', the package's $version (add an entry to packaging/changelog)"
# Debian's package checker: no error and no warning. Info tags are printed, not counted.
lintian_rc=0
lintian --display-info --fail-on error,warning --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1 || lintian_rc=$?
if ((lintian_rc == 0)); then
  ok "lintian: no error or warning ($(grep -c '^[EWIPX]: ' "$work/lintian.log") info tag(s))"
else
  bad "lintian exits $lintian_rc: $(grep -c '^E: ' "$work/lintian.log") error(s), $(grep -c '^W: ' "$work/lintian.log") warning(s)"
fi
sed 's/^/    lintian: /' "$work/lintian.log"
# apt resolves the dependencies against the archive (what `apt install ./podtwin_*.deb` does).
if apt-get install --simulate --no-install-recommends "$(realpath "$deb")" >"$work/apt-sim.log" 2>&1 &&
  grep -q '^Inst podtwin ' "$work/apt-sim.log"; then
  ok "apt-get install --simulate resolves the dependencies ($(grep -c '^Inst ' "$work/apt-sim.log") package(s) to install here)"
else
  cat "$work/apt-sim.log"
  bad "apt-get install --simulate"
fi

# Runs every check of the installed application under PREFIX (its bin/ and share/).
check_installed() {
  local prefix=$1 tag=$2
  local bin=$prefix/bin share=$prefix/share out=$work/$tag
  mkdir -p "$out/home"
  # A fresh home: no settings, logs or autosaves of earlier runs (an autosave would ask to restore).
  local -a env=(env -u LD_LIBRARY_PATH -u QT_QPA_PLATFORM HOME="$out/home" XDG_CONFIG_HOME="$out/home/.config"
    XDG_DATA_HOME="$out/home/.local/share" XDG_CACHE_HOME="$out/home/.cache" LANG=C.UTF-8)

  # The binaries find their libraries on the system, not in a build tree.
  if readelf -d "$bin/podtwin" "$bin/podtwin-sim" | grep -E 'R(UN)?PATH' | grep -q "$(pwd)"; then
    bad "$tag: an RPATH points into the build tree"
  else
    ok "$tag: no RPATH into the build tree"
  fi

  check "$tag: podtwin-sim run --duration 60" "${env[@]}" "$bin/podtwin-sim" run --duration 60 \
    --csv "$out/run.csv" --summary "$out/summary.json"
  local rows
  rows=$(($(wc -l <"$out/run.csv" 2>/dev/null || echo 1) - 1))
  ((rows >= 60)) && ok "$tag: run.csv has $rows rows" || bad "$tag: run.csv has $rows rows"
  check "$tag: podtwin-sim list names builtin scenarios" bash -c \
    "'$bin/podtwin-sim' list | grep -q pump_loss_n1"

  # In a terminal without a display, as over ssh.
  env -u DISPLAY -u WAYLAND_DISPLAY "${env[@]}" "$bin/podtwin" --help >"$out/help.txt" 2>&1 &&
    ok "$tag: podtwin --help exits 0 (no display)" || bad "$tag: podtwin --help exits $?: $(head -3 "$out/help.txt")"
  grep -q -- '--scenario' "$out/help.txt" && ok "$tag: --help lists --scenario" || bad "$tag: --help text"
  # The man pages, rendered as `man` would (their NAME line and an option from --help).
  local page
  for page in podtwin:--scenario podtwin-sim:--duration; do
    if MANWIDTH=100 man -l "$share/man/man1/${page%%:*}.1.gz" 2>&1 | grep -q -- "${page#*:}" &&
      MANWIDTH=100 man -l "$share/man/man1/${page%%:*}.1.gz" 2>&1 | grep -qE "^ +${page%%:*} - "; then
      ok "$tag: man ${page%%:*} renders its NAME line and ${page#*:}"
    else
      bad "$tag: man ${page%%:*}: $(MANWIDTH=100 man -l "$share/man/man1/${page%%:*}.1.gz" 2>&1 | head -5)"
    fi
  done
  # The option texts come from the installed German catalogue.
  env -u DISPLAY -u WAYLAND_DISPLAY "${env[@]}" "$bin/podtwin" --lang de --help >"$out/help-de.txt" 2>&1 || true
  grep -qF -- '--lang <code>           Sprache der Oberfläche: en, de, ja.' "$out/help-de.txt" &&
    ok "$tag: podtwin --lang de --help is German" || bad "$tag: podtwin --lang de --help: $(grep -- --lang "$out/help-de.txt")"

  # The window, in German, under its own X server. The inner script waits for the window (by its German
  # title), lets it render, takes the screenshot, and records the title; podtwin quits by itself.
  cat >"$out/gui.sh" <<EOF
set -u
"$bin/podtwin" --lang de --run --quit-after 25 >"$out/podtwin.log" 2>&1 &
app=\$!
for _ in \$(seq 1 120); do
  xwininfo -root -tree 2>/dev/null | grep -q '"PodTwin — ' && break
  kill -0 \$app 2>/dev/null || break
  sleep 0.5
done
sleep 6
xwininfo -root -tree >"$out/windows.txt" 2>&1
win=\$(grep -m1 '"PodTwin — ' "$out/windows.txt" | awk '{print \$1}')
[ -n "\$win" ] && xprop -id "\$win" WM_CLASS >"$out/wmclass.txt" 2>&1
import -window root "$out/screen.png"
wait \$app
echo "podtwin exit \$?" >>"$out/podtwin.log"
EOF
  setsid "${env[@]}" xvfb-run -a -s "-screen 0 1600x1000x24" bash "$out/gui.sh" &
  local gui=$!
  pgids+=("$gui")
  wait "$gui" || true
  grep -q '^podtwin exit 0$' "$out/podtwin.log" && ok "$tag: window opened and podtwin exited 0" ||
    { tail -n 20 "$out/podtwin.log"; bad "$tag: podtwin under xvfb-run"; }
  if [[ -f "$out/screen.png" ]]; then
    local colours sd
    colours=$(identify -format '%k' "$out/screen.png")
    sd=$(identify -format '%[fx:int(1000*standard_deviation)]' "$out/screen.png")
    # A blank or black screen has one colour; the window has thousands (3D scene, charts, text).
    ((colours > 500 && sd > 20)) && ok "$tag: screenshot not blank ($colours colours, sd $sd/1000)" ||
      bad "$tag: screenshot looks blank ($colours colours, sd $sd/1000)"
    mkdir -p "$build/test-install" && cp "$out/screen.png" "$build/test-install/screen-$tag.png"
  else
    bad "$tag: no screenshot"
  fi
  grep -qF "language: de (catalogue $share/podtwin/translations/podtwin_de.qm)" "$out/podtwin.log" &&
    ok "$tag: German catalogue loaded from $share/podtwin/translations" ||
    bad "$tag: German catalogue not loaded from $share/podtwin/translations: $(grep 'language:' "$out/podtwin.log")"
  grep -qF '"PodTwin — digitaler Zwilling eines KI-Trainings-Pods"' "$out/windows.txt" &&
    ok "$tag: the window title is German" || bad "$tag: no German window title in: $(grep -o '"PodTwin[^"]*"' "$out/windows.txt" | head -3)"

  check "$tag: desktop-file-validate" desktop-file-validate "$share/applications/$app_id.desktop"
  check "$tag: appstreamcli validate" appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml"
  # The menu entry starts the installed program and names an installed icon.
  local exec icon
  exec=$(grep -oP '^Exec=\K\S+' "$share/applications/$app_id.desktop")
  icon=$(grep -oP '^Icon=\K.+' "$share/applications/$app_id.desktop")
  [[ -x "$bin/$exec" ]] && ok "$tag: Exec=$exec is $bin/$exec" || bad "$tag: Exec=$exec not in $bin"
  [[ -f "$share/icons/hicolor/scalable/apps/$icon.svg" && -f "$share/icons/hicolor/48x48/apps/$icon.png" ]] &&
    ok "$tag: Icon=$icon is in hicolor" || bad "$tag: Icon=$icon not in hicolor"
  local size
  for size in 16 22 24 32 48 64 128 256 512; do
    [[ "$(identify -format '%wx%h' "$share/icons/hicolor/${size}x${size}/apps/$icon.png" 2>/dev/null)" == "${size}x${size}" ]] ||
      bad "$tag: icon ${size}x${size} missing or of the wrong size"
  done
  # Desktops match the window to its menu entry (and icon) by WM_CLASS.
  local wmclass
  wmclass=$(grep -oP '^StartupWMClass=\K.+' "$share/applications/$app_id.desktop")
  grep -qF "\"$wmclass\"" "$out/wmclass.txt" 2>/dev/null && ok "$tag: StartupWMClass=$wmclass matches the window's $(cat "$out/wmclass.txt")" ||
    bad "$tag: StartupWMClass=$wmclass does not match the window's $(cat "$out/wmclass.txt" 2>/dev/null)"
  local meta_version
  meta_version=$(grep -oP '<release version="\K[^"]+' "$share/metainfo/$app_id.metainfo.xml" | head -1)
  [[ "$meta_version" == "$version" ]] && ok "$tag: AppStream release $meta_version is the package's" ||
    bad "$tag: AppStream's newest release is '$meta_version', the package's $version"
  # The licence software centres show is the one the copyright file names for PodTwin's own files.
  local meta_license
  meta_license=$(grep -oP '<project_license>\K[^<]+' "$share/metainfo/$app_id.metainfo.xml")
  [[ -n "$meta_license" ]] && grep -A2 -x 'Files: \*' "$share/doc/podtwin/copyright" | grep -qx "License: $meta_license" &&
    ok "$tag: AppStream project_license $meta_license is the copyright file's" ||
    bad "$tag: AppStream project_license '$meta_license' is not the copyright file's 'Files: *' licence"
}

echo "=== test-install: unpacked into a fresh prefix"
dpkg -x "$deb" "$work/root"
check_installed "$work/root/usr" prefix

if [[ $(id -u) -eq 0 && "${PODTWIN_TEST_REAL_INSTALL:-1}" != 0 ]]; then
  if dpkg-query -W -f='${db:Status-Abbrev}' podtwin 2>/dev/null | grep -q '^ii'; then
    echo "=== test-install: podtwin is installed on this machine already; not installing over it"
  else
    echo "=== test-install: apt-get install ./$(basename "$deb") (root)"
    installed_for_real=1
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$(realpath "$deb")" \
      >"$work/apt.log" 2>&1; then
      ok "apt-get install ./$(basename "$deb")"
      check_installed /usr system
    else
      cat "$work/apt.log"
      bad "apt-get install ./$(basename "$deb")"
    fi
    dpkg --purge podtwin >"$work/purge.log" 2>&1 && ok "dpkg --purge podtwin" || bad "dpkg --purge podtwin"
    installed_for_real=0
    [[ ! -e /usr/bin/podtwin ]] && ok "purged: /usr/bin/podtwin gone" || bad "/usr/bin/podtwin left behind"
  fi
fi

echo "=== test-install: sizes"
deb_bytes=$(stat -c %s "$deb")
installed_kib=$(du -sk "$work/root/usr" | cut -f1)
deb_mb=$(awk -v b="$deb_bytes" 'BEGIN { printf "%.1f", b / 1e6 }')
installed_mb=$(awk -v k="$installed_kib" 'BEGIN { printf "%.1f", k * 1024 / 1e6 }')
echo "  package $(basename "$deb"): $deb_mb MB (stat -c %s)"
echo "  installed: $installed_mb MB in $(find "$work/root/usr" -type f | wc -l) files (du -sk of the unpacked /usr;" \
  "Installed-Size field $(field Installed-Size) KiB)"
# On a machine that never built PodTwin: apt plans the installation on a minimal Debian (a dry run
# against a status file of only the required and important packages). Needs apt's package lists.
if ! command -v python3 >/dev/null; then
  echo "  (no python3: the footprint on a minimal Debian is not measured)"
elif ! compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
  echo "  (no apt package lists, run apt-get update: the footprint on a minimal Debian is not measured)"
elif footprint=$(python3 scripts/dependency-footprint.py "$deb" 2>&1); then
  ok "apt resolves the package on a minimal Debian: $footprint (scripts/dependency-footprint.py)"
else
  bad "apt cannot install the package on a minimal Debian: $footprint"
fi
# The README's figures stay within 25 % of what this build measures.
readme_figure() { grep -oP "$1" README.md | head -1; }
within() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(b > 0 && a / b > 0.75 && a / b < 1.25) }'; }
readme_deb=$(readme_figure 'the package is \K[0-9.]+(?= MB)')
readme_installed=$(readme_figure 'installed it takes \K[0-9.]+(?= MB)')
within "$deb_mb" "${readme_deb:-0}" && ok "README's package size $readme_deb MB (measured $deb_mb MB)" ||
  bad "README's package size '${readme_deb}' MB; measured $deb_mb MB"
within "$installed_mb" "${readme_installed:-0}" && ok "README's installed size $readme_installed MB (measured $installed_mb MB)" ||
  bad "README's installed size '${readme_installed}' MB; measured $installed_mb MB"
echo "  screenshots: $build/test-install/"

echo "=== test-install: $((passed)) passed, $failed failed ($(($(date +%s) - start)) s)"
echo "$passed passed, $failed failed"
((failed == 0))
