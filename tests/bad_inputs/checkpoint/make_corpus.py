#!/usr/bin/env python3
"""Writes the broken checkpoint files of this folder and the checkpoint fuzzer's seed corpus.

Usage: tests/bad_inputs/checkpoint/make_corpus.py build/model/app/podtwin-sim

Every file derives from checkpoints that podtwin-sim writes for short runs of the default pod
(seed 1), so the set is reproducible: the same binary writes the same bytes. A file's expected error
text is in its .expected file (tests/model/bad_inputs_test.cpp compares them); this script does not
write those, so a change of message is a reviewed edit. Rerun the script when the checkpoint layout
or the state changes (the test then fails on the stale files with "the state does not fit").

Layout (model/sim/checkpoint_file.h): "PODTWCKP" | u32 version | u32 byte-order mark | u64 length |
u64 tick | f64 time | u64 seed | u64 pod hash | u64 scenario hash | i32 racks | str pod file |
str pod | str scenario | u64 state hash | bytes state | u64 FNV-1a of everything before it.
"""
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
FUZZ_CORPUS = os.path.join(ROOT, "tests", "fuzz", "corpus", "checkpoint")


def fnv1a64(data):
    h = 0xCBF29CE484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


class Ckpt:
    """A parsed checkpoint whose fields can be edited and written back with valid hashes."""

    def __init__(self, data):
        self.head = data[:24]
        (self.tick, self.time, self.seed, self.pod_hash, self.scenario_hash,
         self.racks) = struct.unpack_from("<QdQQQi", data, 24)
        pos = 24 + struct.calcsize("<QdQQQi")
        self.strs = []
        for _ in range(3):
            (n,) = struct.unpack_from("<Q", data, pos)
            self.strs.append(data[pos + 8:pos + 8 + n])
            pos += 8 + n
        (self.state_hash,) = struct.unpack_from("<Q", data, pos)
        (n,) = struct.unpack_from("<Q", data, pos + 8)
        self.state = data[pos + 16:pos + 16 + n]
        assert pos + 16 + n + 8 == len(data)

    def encode(self, fix_state_hash=True):
        if fix_state_hash:
            self.state_hash = fnv1a64(self.state)
        body = bytearray(self.head)
        body += struct.pack("<QdQQQi", self.tick, self.time, self.seed, self.pod_hash,
                            self.scenario_hash, self.racks)
        for s in self.strs:
            body += struct.pack("<Q", len(s)) + s
        body += struct.pack("<Q", self.state_hash)
        body += struct.pack("<Q", len(self.state)) + self.state
        struct.pack_into("<Q", body, 16, len(body) + 8)
        return bytes(body + struct.pack("<Q", fnv1a64(body)))


def checkpoint(sim, tmp, name, args):
    out = os.path.join(tmp, name)
    subprocess.run([sim, "run", *args, "--checkpoint-every", "1", "--checkpoint-dir", out],
                   check=True, stdout=subprocess.DEVNULL)
    files = sorted(os.listdir(out))
    with open(os.path.join(out, files[-1]), "rb") as f:
        return f.read()


def write(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sim = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        base = checkpoint(sim, tmp, "empty", ["--duration", "1"])
        trip = checkpoint(sim, tmp, "cdu_trip", ["--scenario", "builtin:cdu_trip",
                                                 "--duration", "62"])
    bad = {}
    bad["empty_file.ckpt"] = b""
    bad["not_a_checkpoint.ckpt"] = b'{"schema_version": 1, "name": "a scenario"}\n'
    bad["header_only.ckpt"] = base[:20]
    bad["truncated.ckpt"] = base[:4096]
    flipped = bytearray(base)
    flipped[len(base) // 2] ^= 0x10
    bad["flipped_byte.ckpt"] = bytes(flipped)
    bad["trailing_bytes.ckpt"] = base + b"\0" * 7
    future = bytearray(base)
    struct.pack_into("<I", future, 8, 2)
    bad["future_version.ckpt"] = bytes(future)
    other_order = bytearray(base)
    struct.pack_into(">I", other_order, 12, 0x01020304)
    bad["other_byte_order.ckpt"] = bytes(other_order)

    # Files whose checksum is right but whose contents disagree (a foreign writer, or a bug).
    c = Ckpt(base)
    c.state_hash ^= 1
    bad["state_hash_mismatch.ckpt"] = c.encode(fix_state_hash=False)
    c = Ckpt(base)
    c.pod_hash ^= 1
    bad["pod_hash_mismatch.ckpt"] = c.encode()
    c = Ckpt(base)
    c.strs[2] = c.strs[2].replace(b'"empty"', b'"other"')
    bad["scenario_hash_mismatch.ckpt"] = c.encode()
    c = Ckpt(base)
    c.time = -1.0
    bad["negative_time.ckpt"] = c.encode()
    c = Ckpt(base)
    c.strs[1] = c.strs[1].replace(b'"racks"', b'"rackz"', 1)
    bad["pod_does_not_load.ckpt"] = c.encode()
    c = Ckpt(base)
    c.state = c.state[:-3]
    bad["state_truncated.ckpt"] = c.encode()
    c = Ckpt(base)
    c.state = c.state + b"\0"
    bad["state_too_long.ckpt"] = c.encode()
    c = Ckpt(base)
    c.racks = 2000000000
    bad["absurd_rack_count.ckpt"] = c.encode()
    for name, data in bad.items():
        write(HERE, name, data)

    write(FUZZ_CORPUS, "default_1s.ckpt", base)
    write(FUZZ_CORPUS, "cdu_trip_62s.ckpt", trip)
    # A seed whose embedded scenario and pending events are empty but whose pod is scaled.
    c = Ckpt(trip)
    write(FUZZ_CORPUS, "cdu_trip_62s_state_only.ckpt", c.state)


if __name__ == "__main__":
    main()
