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
//     6     flags, 7 unused
//     8-11  the region in texels: x0, y0, x1, y1 (float)
//     12-15 the tint, straight alpha (float)
//
// A compact record draws exactly as the full record of the same sprite:
// its edges are (w, 0) and (0, h), its texels whole numbers, and its tint
// bytes the floats k/255 of the table below, bit for bit as the CPU makes
// them (a division here could round differently).

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

// The corners of the two triangles (0 1 2, 2 3 0), as SDL's renderer orders them.
const vec2 corners[6] = vec2[6](vec2(0, 0), vec2(1, 0), vec2(1, 1), vec2(1, 1), vec2(0, 1), vec2(0, 0));

// unorm8[k] is the bits of the float32 k/255.
const uint unorm8[256] = uint[256](
    0x00000000u, 0x3B808081u, 0x3C008081u, 0x3C40C0C1u, 0x3C808081u, 0x3CA0A0A1u, 0x3CC0C0C1u, 0x3CE0E0E1u,
    0x3D008081u, 0x3D109091u, 0x3D20A0A1u, 0x3D30B0B1u, 0x3D40C0C1u, 0x3D50D0D1u, 0x3D60E0E1u, 0x3D70F0F1u,
    0x3D808081u, 0x3D888889u, 0x3D909091u, 0x3D989899u, 0x3DA0A0A1u, 0x3DA8A8A9u, 0x3DB0B0B1u, 0x3DB8B8B9u,
    0x3DC0C0C1u, 0x3DC8C8C9u, 0x3DD0D0D1u, 0x3DD8D8D9u, 0x3DE0E0E1u, 0x3DE8E8E9u, 0x3DF0F0F1u, 0x3DF8F8F9u,
    0x3E008081u, 0x3E048485u, 0x3E088889u, 0x3E0C8C8Du, 0x3E109091u, 0x3E149495u, 0x3E189899u, 0x3E1C9C9Du,
    0x3E20A0A1u, 0x3E24A4A5u, 0x3E28A8A9u, 0x3E2CACADu, 0x3E30B0B1u, 0x3E34B4B5u, 0x3E38B8B9u, 0x3E3CBCBDu,
    0x3E40C0C1u, 0x3E44C4C5u, 0x3E48C8C9u, 0x3E4CCCCDu, 0x3E50D0D1u, 0x3E54D4D5u, 0x3E58D8D9u, 0x3E5CDCDDu,
    0x3E60E0E1u, 0x3E64E4E5u, 0x3E68E8E9u, 0x3E6CECEDu, 0x3E70F0F1u, 0x3E74F4F5u, 0x3E78F8F9u, 0x3E7CFCFDu,
    0x3E808081u, 0x3E828283u, 0x3E848485u, 0x3E868687u, 0x3E888889u, 0x3E8A8A8Bu, 0x3E8C8C8Du, 0x3E8E8E8Fu,
    0x3E909091u, 0x3E929293u, 0x3E949495u, 0x3E969697u, 0x3E989899u, 0x3E9A9A9Bu, 0x3E9C9C9Du, 0x3E9E9E9Fu,
    0x3EA0A0A1u, 0x3EA2A2A3u, 0x3EA4A4A5u, 0x3EA6A6A7u, 0x3EA8A8A9u, 0x3EAAAAABu, 0x3EACACADu, 0x3EAEAEAFu,
    0x3EB0B0B1u, 0x3EB2B2B3u, 0x3EB4B4B5u, 0x3EB6B6B7u, 0x3EB8B8B9u, 0x3EBABABBu, 0x3EBCBCBDu, 0x3EBEBEBFu,
    0x3EC0C0C1u, 0x3EC2C2C3u, 0x3EC4C4C5u, 0x3EC6C6C7u, 0x3EC8C8C9u, 0x3ECACACBu, 0x3ECCCCCDu, 0x3ECECECFu,
    0x3ED0D0D1u, 0x3ED2D2D3u, 0x3ED4D4D5u, 0x3ED6D6D7u, 0x3ED8D8D9u, 0x3EDADADBu, 0x3EDCDCDDu, 0x3EDEDEDFu,
    0x3EE0E0E1u, 0x3EE2E2E3u, 0x3EE4E4E5u, 0x3EE6E6E7u, 0x3EE8E8E9u, 0x3EEAEAEBu, 0x3EECECEDu, 0x3EEEEEEFu,
    0x3EF0F0F1u, 0x3EF2F2F3u, 0x3EF4F4F5u, 0x3EF6F6F7u, 0x3EF8F8F9u, 0x3EFAFAFBu, 0x3EFCFCFDu, 0x3EFEFEFFu,
    0x3F008081u, 0x3F018182u, 0x3F028283u, 0x3F038384u, 0x3F048485u, 0x3F058586u, 0x3F068687u, 0x3F078788u,
    0x3F088889u, 0x3F09898Au, 0x3F0A8A8Bu, 0x3F0B8B8Cu, 0x3F0C8C8Du, 0x3F0D8D8Eu, 0x3F0E8E8Fu, 0x3F0F8F90u,
    0x3F109091u, 0x3F119192u, 0x3F129293u, 0x3F139394u, 0x3F149495u, 0x3F159596u, 0x3F169697u, 0x3F179798u,
    0x3F189899u, 0x3F19999Au, 0x3F1A9A9Bu, 0x3F1B9B9Cu, 0x3F1C9C9Du, 0x3F1D9D9Eu, 0x3F1E9E9Fu, 0x3F1F9FA0u,
    0x3F20A0A1u, 0x3F21A1A2u, 0x3F22A2A3u, 0x3F23A3A4u, 0x3F24A4A5u, 0x3F25A5A6u, 0x3F26A6A7u, 0x3F27A7A8u,
    0x3F28A8A9u, 0x3F29A9AAu, 0x3F2AAAABu, 0x3F2BABACu, 0x3F2CACADu, 0x3F2DADAEu, 0x3F2EAEAFu, 0x3F2FAFB0u,
    0x3F30B0B1u, 0x3F31B1B2u, 0x3F32B2B3u, 0x3F33B3B4u, 0x3F34B4B5u, 0x3F35B5B6u, 0x3F36B6B7u, 0x3F37B7B8u,
    0x3F38B8B9u, 0x3F39B9BAu, 0x3F3ABABBu, 0x3F3BBBBCu, 0x3F3CBCBDu, 0x3F3DBDBEu, 0x3F3EBEBFu, 0x3F3FBFC0u,
    0x3F40C0C1u, 0x3F41C1C2u, 0x3F42C2C3u, 0x3F43C3C4u, 0x3F44C4C5u, 0x3F45C5C6u, 0x3F46C6C7u, 0x3F47C7C8u,
    0x3F48C8C9u, 0x3F49C9CAu, 0x3F4ACACBu, 0x3F4BCBCCu, 0x3F4CCCCDu, 0x3F4DCDCEu, 0x3F4ECECFu, 0x3F4FCFD0u,
    0x3F50D0D1u, 0x3F51D1D2u, 0x3F52D2D3u, 0x3F53D3D4u, 0x3F54D4D5u, 0x3F55D5D6u, 0x3F56D6D7u, 0x3F57D7D8u,
    0x3F58D8D9u, 0x3F59D9DAu, 0x3F5ADADBu, 0x3F5BDBDCu, 0x3F5CDCDDu, 0x3F5DDDDEu, 0x3F5EDEDFu, 0x3F5FDFE0u,
    0x3F60E0E1u, 0x3F61E1E2u, 0x3F62E2E3u, 0x3F63E3E4u, 0x3F64E4E5u, 0x3F65E5E6u, 0x3F66E6E7u, 0x3F67E7E8u,
    0x3F68E8E9u, 0x3F69E9EAu, 0x3F6AEAEBu, 0x3F6BEBECu, 0x3F6CECEDu, 0x3F6DEDEEu, 0x3F6EEEEFu, 0x3F6FEFF0u,
    0x3F70F0F1u, 0x3F71F1F2u, 0x3F72F2F3u, 0x3F73F3F4u, 0x3F74F4F5u, 0x3F75F5F6u, 0x3F76F6F7u, 0x3F77F7F8u,
    0x3F78F8F9u, 0x3F79F9FAu, 0x3F7AFAFBu, 0x3F7BFBFCu, 0x3F7CFCFDu, 0x3F7DFDFEu, 0x3F7EFEFFu, 0x3F800000u
);

vec2 words2(uint w) { return uintBitsToFloat(uvec2(words[w], words[w + 1u])); }

void main() {
    uint id = uint(gl_VertexIndex);
    vec2 k = corners[id % 6u];
    uint w = (base.x + (id / 6u) * base.y) * 8u;
    vec2 origin, ex, ey;
    vec4 uv, color;
    uint flags;
    if (base.y == 1u) {
        origin = words2(w);
        vec2 size = words2(w + 2u);
        ex = vec2(size.x, 0.0);
        ey = vec2(0.0, size.y);
        uint a = words[w + 4u], b = words[w + 5u], c = words[w + 6u];
        uv = vec4(float(a & 0xFFFFu), float(a >> 16u), float(b & 0xFFFFu), float(b >> 16u));
        color = uintBitsToFloat(uvec4(unorm8[c & 255u], unorm8[(c >> 8u) & 255u], unorm8[(c >> 16u) & 255u], unorm8[c >> 24u]));
        flags = words[w + 7u];
    } else {
        ex = words2(w);
        ey = words2(w + 2u);
        origin = words2(w + 4u);
        flags = words[w + 6u];
        uv = vec4(words2(w + 8u), words2(w + 10u));
        color = vec4(words2(w + 12u), words2(w + 14u));
    }
    vec2 p = origin + ex * k.x + ey * k.y - view.zw;
    gl_Position = vec4(p.x * view.x - 1.0, 1.0 - p.y * view.y, 0.0, 1.0);
    vec2 f = vec2((flags & 1u) != 0u ? 1.0 - k.x : k.x, (flags & 2u) != 0u ? 1.0 - k.y : k.y);
    // Divided, not multiplied by 1/size: x/W is exact whenever it can be,
    // so nearest sampling lands on the texel SDL's renderer picks.
    vUV = mix(uv.xy, uv.zw, f) / tex.xy;
    vColor = color;
}
