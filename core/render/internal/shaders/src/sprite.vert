#version 450
// The sprite vertex shader: storage-buffer "pull". Each sprite is one
// record; vertex i of a draw belongs to record i/6 and is corner i%6 of its
// two triangles. No vertex buffer, no index buffer.
//
// The records are read as words, in one of two layouts (core/render's
// instance.go), the same for every record of a draw:
//
//   compact, 8 words (32 bytes): an axis-aligned quad
//     0-1   the quad's top-left corner, world pixels (float)
//     2-3   its size (float)
//     4     the region's top-left texel, x | y << 16
//     5     its bottom-right corner, x | y << 16
//     6     the tint as RGBA8, R in the low byte
//     7     flags: bit 0 flips the texture in x, bit 1 in y
//   full, 16 words (64 bytes): any quad
//     0-3   the quad's x edge and y edge, 4-5 its top-left corner (float)
//     6     flags, 7 the mark 4 (instFull), which a compact record's flags never have
//     8-11  the region in texels: x0, y0, x1, y1 (float)
//     12-15 the tint, straight alpha (float)
//
// A compact record draws exactly as the full record of the same sprite:
// its edges are (w, 0) and (0, h), its texels whole numbers, and its tint
// bytes the floats k/255 bit for bit as the CPU makes them (unorm8).

#ifdef TARGET_MSL
layout(std430, set = 0, binding = 1) readonly buffer Records { uint words[]; };
#else
layout(std430, set = 0, binding = 0) readonly buffer Records { uint words[]; };
#endif

layout(std140, set = 1, binding = 0) uniform Draw {
    vec4 view;  // 2/W, 2/H, camera x, camera y
    vec4 tex;   // xy: the draw's texture size in texels
    uvec4 base; // x: the draw's first record, in 32-byte slots; y: the slots a record takes (1 compact, 2 full)
};

layout(location = 0) out vec2 vUV;
layout(location = 1) out vec4 vColor;
layout(location = 2) out vec2 vWorld;   // the corner's world position (the G-buffer's)
layout(location = 3) out vec4 vTangent; // the texture's x and y axes in the world, any length (for its normal map)

// The corners of the two triangles (0 1 2, 2 3 0), as SDL's renderer orders them.
const vec2 corners[6] = vec2[6](vec2(0, 0), vec2(1, 0), vec2(1, 1), vec2(1, 1), vec2(0, 1), vec2(0, 0));

// unorm8 is the float32 k/255, bit for bit as the CPU divides: k times
// the float nearest 1/255 (a product is rounded exactly on every GPU; a
// division need not be), which lands one bit above the quotient for 126
// of the 256 bytes, marked in the bits of unormHigh.
const uvec4 unormHighLo = uvec4(0xFF00F0C8u, 0xFFFF0000u, 0x00000000u, 0xFFFFFFFFu); // k 0-127
const uvec4 unormHighHi = uvec4(0x00000000u, 0x00000000u, 0xFFFFFFFFu, 0x7FFFFFFFu); // k 128-255

float unorm8(uint k) {
    uint bits = floatBitsToUint(float(k) * uintBitsToFloat(0x3B808081u));
    uint word = k < 128u ? unormHighLo[(k >> 5u) & 3u] : unormHighHi[(k >> 5u) & 3u];
    return uintBitsToFloat(bits - ((word >> (k & 31u)) & 1u));
}

vec2 words2(uint w) { return uintBitsToFloat(uvec2(words[w], words[w + 1u])); }

void main() {
    uint id = uint(gl_VertexIndex);
    vec2 k = corners[id % 6u];
    uint w = (base.x + (id / 6u) * base.y) * 8u;
    vec2 origin, ex, ey;
    vec4 uv, color;
    uint flags;
    // The layout is told by the record's word 7, not by base.y: Mesa's
    // lavapipe compiles a shader again for every value of the uniforms an
    // if reads (it inlines them), and the block changes with every draw,
    // so a branch on base.y cost a compile a draw, and memory held until
    // the device closes.
    if ((words[w + 7u] & 4u) == 0u) {
        origin = words2(w);
        vec2 size = words2(w + 2u);
        ex = vec2(size.x, 0.0);
        ey = vec2(0.0, size.y);
        uint a = words[w + 4u], b = words[w + 5u], c = words[w + 6u];
        uv = vec4(float(a & 0xFFFFu), float(a >> 16u), float(b & 0xFFFFu), float(b >> 16u));
        color = vec4(unorm8(c & 255u), unorm8((c >> 8u) & 255u), unorm8((c >> 16u) & 255u), unorm8(c >> 24u));
        flags = words[w + 7u];
    } else {
        ex = words2(w);
        ey = words2(w + 2u);
        origin = words2(w + 4u);
        flags = words[w + 6u];
        uv = vec4(words2(w + 8u), words2(w + 10u));
        color = vec4(words2(w + 12u), words2(w + 14u));
    }
    vec2 wp = origin + ex * k.x + ey * k.y;
    vec2 p = wp - view.zw;
    gl_Position = vec4(p.x * view.x - 1.0, 1.0 - p.y * view.y, 0.0, 1.0);
    vWorld = wp;
    bool fx = (flags & 1u) != 0u;
    bool fy = (flags & 2u) != 0u;
    vTangent = vec4(fx ? -ex : ex, fy ? -ey : ey); // the fragment side normalizes
    vec2 f = vec2(fx ? 1.0 - k.x : k.x, fy ? 1.0 - k.y : k.y);
    // Divided, not multiplied by 1/size: x/W is exact whenever it can be,
    // so nearest sampling lands on the texel SDL's renderer picks.
    vUV = mix(uv.xy, uv.zw, f) / tex.xy;
    vColor = color;
}
