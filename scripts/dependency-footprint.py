#!/usr/bin/env python3
"""What `apt install ./podtwin_*.deb` downloads and installs on a minimal Debian system.

Writes a dpkg status file holding only this machine's packages of priority required or important (and
what they depend on), i.e. a minimal Debian installation without a desktop, and asks apt (as a dry run,
--assume-no, nothing is changed) what installing the package on such a system would take. Needs apt's
package lists (`apt-get update`); prints one line:
  <packages> packages, <download> to download, <disk> of disk (apt's figures, dependencies included)
Usage: scripts/dependency-footprint.py PACKAGE.deb [--with-recommends]
"""
import os
import re
import subprocess
import sys
import tempfile


def installed_stanzas():
    with open("/var/lib/dpkg/status", encoding="utf-8") as f:
        for s in f.read().split("\n\n"):
            if re.search(r"^Status: install ok installed", s, re.M):
                yield re.search(r"^Package: (\S+)", s, re.M).group(1), s


def minimal_system():
    pkgs, provides = {}, {}
    for name, s in installed_stanzas():
        pkgs.setdefault(name, []).append(s)
        m = re.search(r"^Provides: (.*)$", s, re.M)
        for p in m.group(1).split(",") if m else []:
            provides.setdefault(re.sub(r"[ (].*", "", p.strip()), []).append(name)
    base = re.compile(r"^(Priority: (required|important)|Essential: yes)", re.M)
    todo = [n for n, ss in pkgs.items() if any(base.search(s) for s in ss)]
    keep = set()
    while todo:
        n = todo.pop()
        if n in keep:
            continue
        keep.add(n)
        for s in pkgs[n]:
            for field in ("Pre-Depends", "Depends"):
                m = re.search(rf"^{field}: (.*)$", s, re.M)
                for alternatives in m.group(1).split(",") if m else []:
                    for alt in alternatives.split("|"):
                        a = re.sub(r"[ (:].*", "", alt.strip())
                        found = [a] if a in pkgs else provides.get(a, [])
                        if found:
                            todo.append(found[0])
                            break
    return "\n\n".join(s for n in sorted(keep) for s in pkgs[n]) + "\n\n"


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    deb = os.path.realpath(sys.argv[1])
    with tempfile.NamedTemporaryFile("w", suffix=".status", delete=False) as f:
        f.write(minimal_system())
        status = f.name
    try:
        recommends = "--with-recommends" in sys.argv
        cmd = ["apt-get", "install", "--assume-no", "-o", f"Dir::State::status={status}",
               "--install-recommends" if recommends else "--no-install-recommends", deb]
        out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, LC_ALL="C")).stdout
    finally:
        os.unlink(status)
    new = re.search(r"(\d+) newly installed", out)
    get = re.search(r"Need to get (?:[\d.,]+ [kMG]?B/)?([\d.,]+ [kMG]?B) of archives", out)
    disk = re.search(r"After this operation, ([\d.,]+ [kMG]?B) of additional disk space", out)
    if not (new and get and disk):
        print("apt could not plan the installation (no package lists? run apt-get update)", file=sys.stderr)
        return 1
    print(f"{new.group(1)} packages, {get.group(1)} to download, {disk.group(1)} of disk")
    return 0


if __name__ == "__main__":
    sys.exit(main())
