package art

import "image/color"

// NES is the NES master palette: the 64 colour numbers $00..$3F of the
// 2C02 PPU as RGB, in the widely published table (the one on Wikipedia's
// "List of video game console palettes" and Lospec's "Nintendo
// Entertainment System"; docs/art.md names the source). The PPU shows 54
// distinct colours through these 64 numbers: columns $xE and $xF are black,
// $1D is black too, and $20 is the white of $30 (this table lists them
// f8f8f8 and fcfcfc). $0D, "blacker than black", upsets some TVs; the NES
// games used $0F for black, and so do the sheets.
//
// A sheet names a colour by its number, "K $0F", so every sprite stays in
// the NES's colours; [NESIndex] maps a colour back to its number.
var NES = [64]color.RGBA{
	rgb(0x7c7c7c), rgb(0x0000fc), rgb(0x0000bc), rgb(0x4428bc), rgb(0x940084), rgb(0xa80020), rgb(0xa81000), rgb(0x881400),
	rgb(0x503000), rgb(0x007800), rgb(0x006800), rgb(0x005800), rgb(0x004058), rgb(0x000000), rgb(0x000000), rgb(0x000000),
	rgb(0xbcbcbc), rgb(0x0078f8), rgb(0x0058f8), rgb(0x6844fc), rgb(0xd800cc), rgb(0xe40058), rgb(0xf83800), rgb(0xe45c10),
	rgb(0xac7c00), rgb(0x00b800), rgb(0x00a800), rgb(0x00a844), rgb(0x008888), rgb(0x000000), rgb(0x000000), rgb(0x000000),
	rgb(0xf8f8f8), rgb(0x3cbcfc), rgb(0x6888fc), rgb(0x9878f8), rgb(0xf878f8), rgb(0xf85898), rgb(0xf87858), rgb(0xfca044),
	rgb(0xf8b800), rgb(0xb8f818), rgb(0x58d854), rgb(0x58f898), rgb(0x00e8d8), rgb(0x787878), rgb(0x000000), rgb(0x000000),
	rgb(0xfcfcfc), rgb(0xa4e4fc), rgb(0xb8b8f8), rgb(0xd8b8f8), rgb(0xf8b8f8), rgb(0xf8a4c0), rgb(0xf0d0b0), rgb(0xfce0a8),
	rgb(0xf8d878), rgb(0xd8f878), rgb(0xb8f8b8), rgb(0xb8f8d8), rgb(0x00fcfc), rgb(0xf8d8f8), rgb(0x000000), rgb(0x000000),
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// NESIndex returns the palette number of c (opaque, exactly one of [NES]'s
// colours) and true, or -1 and false. Black answers $0F, the number the
// games used, not $0D or the unused columns.
func NESIndex(c color.RGBA) (int, bool) {
	if c.A != 0xff {
		return -1, false
	}
	if c == NES[0x0f] {
		return 0x0f, true
	}
	for i, n := range NES {
		if n == c {
			return i, true
		}
	}
	return -1, false
}
