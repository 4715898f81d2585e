#version 450
// The sprite vertex shader: storage-buffer "pull". Each sprite is one
// instance record; vertex i of a draw belongs to record base + i/6 and is
// corner i%6 of its two triangles. No vertex buffer, no index buffer.

struct Instance {
    vec4 axes;   // the quad's x edge (axes.xy) and y edge (axes.zw), in world pixels
    vec2 origin; // where the quad's top-left corner lands, in world pixels
    uint flags;  // bit 0: flip the texture in x; bit 1: in y
    uint pad;
    vec4 uv;     // texture region in texels: x0, y0, x1, y1
    vec4 color;  // tint, straight alpha
};

#ifdef TARGET_MSL
layout(std430, set = 0, binding = 1) readonly buffer Instances { Instance inst[]; };
#else
layout(std430, set = 0, binding = 0) readonly buffer Instances { Instance inst[]; };
#endif

layout(std140, set = 1, binding = 0) uniform Draw {
    vec4 view;  // 2/W, 2/H, camera x, camera y
    vec4 tex;   // xy: the draw's texture size in texels
    uvec4 base; // x: the draw's first record
};

layout(location = 0) out vec2 vUV;
layout(location = 1) out vec4 vColor;
layout(location = 2) out vec2 vWorld;   // the corner's world position (the G-buffer's)
layout(location = 3) out vec4 vTangent; // the texture's x and y axes in the world, any length (for its normal map)

// The corners of the two triangles (0 1 2, 2 3 0), as SDL's renderer orders them.
const vec2 corners[6] = vec2[6](vec2(0, 0), vec2(1, 0), vec2(1, 1), vec2(1, 1), vec2(0, 1), vec2(0, 0));

void main() {
    uint id = uint(gl_VertexIndex);
    Instance s = inst[base.x + id / 6u];
    vec2 k = corners[id % 6u];
    vec2 w = s.origin + s.axes.xy * k.x + s.axes.zw * k.y;
    vec2 p = w - view.zw;
    gl_Position = vec4(p.x * view.x - 1.0, 1.0 - p.y * view.y, 0.0, 1.0);
    vWorld = w;
    bool fx = (s.flags & 1u) != 0u;
    bool fy = (s.flags & 2u) != 0u;
    vTangent = vec4(fx ? -s.axes.xy : s.axes.xy, fy ? -s.axes.zw : s.axes.zw); // the fragment side normalizes
    vec2 f = vec2(fx ? 1.0 - k.x : k.x, fy ? 1.0 - k.y : k.y);
    // Divided, not multiplied by 1/size: x/W is exact whenever it can be,
    // so nearest sampling lands on the texel SDL's renderer picks.
    vUV = mix(s.uv.xy, s.uv.zw, f) / tex.xy;
    vColor = s.color;
}
