#!/usr/bin/env python3
"""Plots columns of a podtwin-sim CSV against time as stacked panels (standard library only).

Usage: scripts/plot-csv.py RUN.csv OUT.svg|OUT.png COLUMN [COLUMN ...] [--title TEXT] [--days]
                           [--from-s SECONDS] [--x COLUMN]
  --days       time axis in days (default: hours)
  --from-s S   leave out rows before S seconds (the t = 0 row holds no power or PUE yet)
  --x COLUMN   plot against this column instead of time, rows sorted by it (for example a sweep's
               cases.csv against a swept parameter)
OUT.svg is written directly; OUT.png is drawn by ImageMagick's `convert` from its own vector
format (MVG). Each panel shows one column with its minimum and maximum labelled; rows whose value
is not a number are skipped. Exit code 2 with a one-line message for a missing file or an unknown
column.
"""
import csv
import math
import os
import subprocess
import sys
import tempfile


def fail(msg):
    print(f"error: {msg}", file=sys.stderr)
    sys.exit(2)


def read_series(src, cols, from_s, xcol="time_s"):
    try:
        with open(src, newline="") as f:
            reader = csv.reader(f)
            header = next(reader, None)
            if header is None:
                fail(f"{src}: empty file")
            idx = {}
            for c in [xcol] + cols:
                if c not in header:
                    fail(f"{src}: no column '{c}'")
                idx[c] = header.index(c)
            series = {c: [] for c in cols}
            for row in reader:
                try:
                    t = float(row[idx[xcol]])
                except (ValueError, IndexError):
                    continue
                if xcol == "time_s" and t < from_s:
                    continue
                for c in cols:
                    try:
                        v = float(row[idx[c]])
                    except (ValueError, IndexError):
                        continue
                    if math.isfinite(v):
                        series[c].append((t, v))
            for c in cols:
                series[c].sort()
            return series
    except OSError as e:
        fail(f"{src}: {e.strerror}")


def nice_step(span):
    """A 1, 2 or 5 × 10^k step giving at most 14 intervals over span."""
    step = 10.0 ** math.floor(math.log10(span / 14.0)) if span > 0 else 1.0
    for m in (1, 2, 5, 10):
        if span / (m * step) <= 14:
            return m * step
    return 10 * step


def layout(series, cols, title, days, xcol="time_s"):
    """The chart as primitives: ('rect', x, y, w, h, stroke), ('line', x1, y1, x2, y2, colour),
    ('poly', [(x, y)...], colour), ('text', x, y, s, anchor, colour, size)."""
    timed = xcol == "time_s"
    unit = (86400.0 if days else 3600.0) if timed else 1.0
    width, panel_h, left, right, gap = 900, 150, 80, 20, 35
    top = 45 if title else 20
    height = top + len(cols) * (panel_h + gap) + 10
    t_max = max((p[-1][0] for p in series.values() if p), default=unit) / unit or 1.0
    t_min = 0.0
    if not timed:
        t_min = min((p[0][0] for p in series.values() if p), default=0.0)
        if t_max <= t_min:
            t_max = t_min + 1.0
    plot_w = width - left - right
    prims = []
    if title:
        prims.append(("text", width / 2, 22, title, "middle", "black", 15))
    for k, c in enumerate(cols):
        y0 = top + k * (panel_h + gap)
        if timed:
            step = 1 if t_max <= 14 else math.ceil(t_max / 14)
            tick = 0
        else:
            step = nice_step(t_max - t_min)
            tick = math.ceil(t_min / step - 1e-9) * step
        while tick <= t_max + 1e-9:
            x = left + plot_w * (tick - t_min) / (t_max - t_min)
            prims.append(("line", x, y0, x, y0 + panel_h, "#dddddd"))
            prims.append(("text", x, y0 + panel_h + 14, f"{tick:g}", "middle", "#555555", 12))
            tick += step
        prims.append(("rect", left, y0, plot_w, panel_h, "#888888"))
        prims.append(("text", left, y0 - 5, c, "start", "black", 12))
        pts = series[c]
        if not pts:
            continue
        lo = min(v for _, v in pts)
        hi = max(v for _, v in pts)
        span = hi - lo if hi > lo else 1.0
        prims.append(("poly", [(left + plot_w * (t / unit - t_min) / (t_max - t_min),
                                y0 + panel_h - 5 - (panel_h - 10) * (v - lo) / span) for t, v in pts],
                      "#1f5fa8"))
        prims.append(("text", left - 6, y0 + 12, f"{hi:.6g}", "end", "#555555", 12))
        prims.append(("text", left - 6, y0 + panel_h, f"{lo:.6g}", "end", "#555555", 12))
    xlabel = ("simulated time, " + ("days" if days else "hours")) if timed else xcol
    prims.append(("text", left + plot_w / 2, height - 2, xlabel, "middle", "#555555", 12))
    return width, height, prims


def esc_xml(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def to_svg(width, height, prims):
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="DejaVu Sans, sans-serif">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    for p in prims:
        if p[0] == "rect":
            out.append(f'<rect x="{p[1]:.1f}" y="{p[2]:.1f}" width="{p[3]:.1f}" height="{p[4]:.1f}" '
                       f'fill="none" stroke="{p[5]}"/>')
        elif p[0] == "line":
            out.append(f'<line x1="{p[1]:.1f}" y1="{p[2]:.1f}" x2="{p[3]:.1f}" y2="{p[4]:.1f}" '
                       f'stroke="{p[5]}"/>')
        elif p[0] == "poly":
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in p[1])
            out.append(f'<polyline points="{pts}" fill="none" stroke="{p[2]}" stroke-width="1.2"/>')
        else:
            out.append(f'<text x="{p[1]:.1f}" y="{p[2]:.1f}" text-anchor="{p[4]}" fill="{p[5]}" '
                       f'font-size="{p[6]}">{esc_xml(p[3])}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def to_mvg(width, height, prims):
    out = [f"viewbox 0 0 {width} {height}", "fill white", f"rectangle 0,0 {width},{height}",
           "font DejaVu-Sans"]
    for p in prims:
        if p[0] == "rect":
            out += ["fill none", f"stroke '{p[5]}'", "stroke-width 1",
                    f"rectangle {p[1]:.1f},{p[2]:.1f} {p[1] + p[3]:.1f},{p[2] + p[4]:.1f}"]
        elif p[0] == "line":
            out += ["fill none", f"stroke '{p[5]}'", "stroke-width 1",
                    f"line {p[1]:.1f},{p[2]:.1f} {p[3]:.1f},{p[4]:.1f}"]
        elif p[0] == "poly":
            out += ["fill none", f"stroke '{p[2]}'", "stroke-width 1.2",
                    "polyline " + " ".join(f"{x:.1f},{y:.1f}" for x, y in p[1])]
        else:
            text = p[3].replace("\\", "\\\\").replace("'", "\\'")
            out += ["stroke none", f"fill '{p[5]}'", f"font-size {p[6]}", f"text-anchor {p[4]}",
                    f"text {p[1]:.1f},{p[2]:.1f} '{text}'"]
    return "\n".join(out) + "\n"


def main(argv):
    days = "--days" in argv
    title = ""
    from_s = 0.0
    xcol = "time_s"
    rest = []
    i = 0
    while i < len(argv):
        if argv[i] == "--title":
            if i + 1 >= len(argv):
                fail("--title needs a value")
            title = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--x":
            if i + 1 >= len(argv):
                fail("--x needs a column name")
            xcol = argv[i + 1]
            i += 2
            continue
        if argv[i] == "--from-s":
            try:
                from_s = float(argv[i + 1])
            except (IndexError, ValueError):
                fail("--from-s needs a number of seconds")
            i += 2
            continue
        if argv[i] != "--days":
            rest.append(argv[i])
        i += 1
    if len(rest) < 3:
        fail("usage: plot-csv.py RUN.csv OUT.svg|OUT.png COLUMN [COLUMN ...] [--title TEXT] [--days]")
    src, out, cols = rest[0], rest[1], rest[2:]
    width, height, prims = layout(read_series(src, cols, from_s, xcol), cols, title, days, xcol)
    if out.endswith(".png"):
        with tempfile.NamedTemporaryFile("w", suffix=".mvg", delete=False) as f:
            f.write(to_mvg(width, height, prims))
            mvg = f.name
        try:
            subprocess.run(["convert", f"mvg:{mvg}", out], check=True)
        except (OSError, subprocess.CalledProcessError) as e:
            fail(f"convert could not draw {out}: {e}")
        finally:
            os.unlink(mvg)
    else:
        with open(out, "w") as f:
            f.write(to_svg(width, height, prims))


if __name__ == "__main__":
    main(sys.argv[1:])
