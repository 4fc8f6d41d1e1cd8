#!/usr/bin/env python3
"""A small GIF block walker for the bench: frames, delays, rectangles, palettes, bytes.

    python3 gifinfo.py FILE.gif [--frames]

Standard library only. Bytes are attributed to frames as everything from the frame's
graphic control extension (or its image descriptor) to the end of its image data; the
rest (header, global colour table, loop extension, trailer) is "overhead".
"""
import struct
import sys


class GifError(ValueError):
    pass


def parse(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] not in (b"GIF87a", b"GIF89a"):
        raise GifError(f"{path}: not a GIF")
    width, height, flags, _bg, _aspect = struct.unpack("<HHBBB", data[6:13])
    pos = 13
    gct = 0
    if flags & 0x80:
        gct = 2 << (flags & 7)
        pos += 3 * gct
    frames = []
    loop = None
    gce = None
    gce_start = None
    n = len(data)

    def sub_blocks(pos):
        total = 0
        first = None
        while True:
            if pos >= n:
                raise GifError(f"{path}: truncated")
            size = data[pos]
            pos += 1
            if size == 0:
                return pos, total, first
            if first is None:
                first = data[pos:pos + size]
            total += size
            pos += size

    while pos < n:
        b = data[pos]
        if b == 0x3B:
            break
        if b == 0x21:
            start = pos
            label = data[pos + 1]
            if label == 0xF9:
                size = data[pos + 2]
                body = data[pos + 3:pos + 3 + size]
                packed = body[0]
                delay = body[1] | body[2] << 8
                gce = {"delay": delay, "disposal": (packed >> 2) & 7,
                       "transparent": body[3] if packed & 1 else None}
                gce_start = start
                pos, _, _ = sub_blocks(pos + 2)
            elif label == 0xFF:
                app = data[pos + 3:pos + 3 + data[pos + 2]]
                after_app = pos + 3 + data[pos + 2]
                if app[:11] in (b"NETSCAPE2.0", b"ANIMEXTS1.0") and after_app + 4 < n \
                        and data[after_app] == 3 and data[after_app + 1] == 1:
                    loop = data[after_app + 2] | data[after_app + 3] << 8
                pos, _, _ = sub_blocks(pos + 2)
            else:
                pos, _, _ = sub_blocks(pos + 2)
            continue
        if b == 0x2C:
            start = gce_start if gce is not None else pos
            desc = pos
            x, y, w, h, packed = struct.unpack("<HHHHB", data[pos + 1:pos + 10])
            pos += 10
            lct = 0
            if packed & 0x80:
                lct = 2 << (packed & 7)
                pos += 3 * lct
            min_code = data[pos]
            pos, lzw, _ = sub_blocks(pos + 1)
            g = gce or {"delay": 0, "disposal": 0, "transparent": None}
            frames.append({"delay": g["delay"], "disposal": g["disposal"],
                           "transparent": g["transparent"], "x": x, "y": y, "w": w,
                           "h": h, "lct": lct, "interlaced": bool(packed & 0x40),
                           "min_code": min_code, "lzw": lzw, "bytes": pos - start,
                           "block": (desc, pos)})
            gce = None
            gce_start = None
            continue
        raise GifError(f"{path}: unknown block 0x{b:02x} at {pos}")
    return {"width": width, "height": height, "gct": gct, "loop": loop,
            "size": n, "frames": frames}


def frame_as_gif(data, info, frame):
    """One frame's image data as a stand-alone GIF at (0, 0) whose colour table is a fixed
    non-grey ramp, so that a decoder hands back the raw palette indices (mode P)."""
    desc, end = frame["block"]
    table = frame["lct"] or info["gct"] or 256
    bits = max(1, table.bit_length() - 1)
    ramp = bytes(v for i in range(table) for v in (i, 255 - i, (i * 7) & 255))
    packed = data[desc + 9]
    skip = 3 * frame["lct"] if packed & 0x80 else 0
    image = (b"\x2c" + struct.pack("<HHHH", 0, 0, frame["w"], frame["h"])
             + bytes([packed & 0x40]) + data[desc + 10 + skip:end])
    gce = b""
    if frame["transparent"] is not None:
        gce = b"\x21\xf9\x04\x01\x00\x00" + bytes([frame["transparent"]]) + b"\x00"
    return (b"GIF89a" + struct.pack("<HHBBB", frame["w"], frame["h"], 0x80 | (bits - 1), 0, 0)
            + ramp + gce + image + b"\x3b")


def browser_delays(info):
    """Delays in centiseconds as browsers play them: 0 or 1 cs counts as 10 cs."""
    return [d if d > 1 else 10 for d in (f["delay"] for f in info["frames"])]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    info = parse(sys.argv[1])
    fr = info["frames"]
    area = info["width"] * info["height"]
    print(f"{info['width']}x{info['height']}, {len(fr)} frames, {info['size']} bytes, "
          f"global palette {info['gct']}, loop {info['loop']}, "
          f"{sum(browser_delays(info)) / 100:.2f} s in a browser")
    print(f"local palettes {sum(1 for f in fr if f['lct'])}, "
          f"mean rect {100 * sum(f['w'] * f['h'] for f in fr) / max(1, len(fr)) / area:.1f}% of canvas, "
          f"LZW {sum(f['lzw'] for f in fr)} bytes")
    if "--frames" in sys.argv:
        t = 0
        for i, f in enumerate(fr):
            print(f"{i:4d} t={t / 100:6.2f} delay={f['delay']:3d} disp={f['disposal']} "
                  f"rect={f['x']},{f['y']} {f['w']}x{f['h']} lct={f['lct']} "
                  f"trans={f['transparent']} bytes={f['bytes']}")
            t += f["delay"]


if __name__ == "__main__":
    main()
