#version 450
// SubmitDraw's lines: each instance is one segment, its two vertices side
// by side in the vertex stream, drawn as a quad one logical pixel wide
// centred on the segment and half a pixel longer at each end (six
// vertices: triangles 0 1 2 and 2 3 0; corner 0 at a - e + n, 1 at
// b + e + n, 2 at b + e - n, 3 at a - e - n, e half a pixel along the
// segment, n across it). A horizontal or vertical segment (or a point) is
// offset by exactly half a pixel, so the quad is the rectangle the
// SDL-renderer backend makes on the CPU (render's lineQuad) and both fill
// the same pixels.

layout(location = 0) in vec2 aPos;
layout(location = 1) in vec2 aUV;
layout(location = 2) in vec4 aColor;
layout(location = 3) in vec2 bPos;
layout(location = 4) in vec2 bUV;
layout(location = 5) in vec4 bColor;
layout(location = 15) in uint inTransform;

#ifdef TARGET_MSL
layout(std430, set = 0, binding = 2) readonly buffer Transforms { vec4 xf[]; };
#else
layout(std430, set = 0, binding = 0) readonly buffer Transforms { vec4 xf[]; };
#endif

layout(std140, set = 1, binding = 0) uniform Draw {
    vec4 view; // 2/W, 2/H, camera x, camera y
};

layout(location = 0) out vec2 vUV;
layout(location = 1) out vec4 vColor;
layout(location = 2) out vec2 vWorld;
layout(location = 3) out vec4 vTangent;

const uint corners[6] = uint[6](0u, 1u, 2u, 2u, 3u, 0u);

vec2 world(vec2 p) {
    vec4 r0 = xf[2u * inTransform];
    vec4 r1 = xf[2u * inTransform + 1u];
    return vec2(r0.x * p.x + r0.y * p.y + r0.z, r1.x * p.x + r1.y * p.y + r1.z);
}

void main() {
    vec2 a = world(aPos);
    vec2 b = world(bPos);
    vec2 e;
    vec2 n;
    if (a.y == b.y) {
        e = vec2(a.x <= b.x ? 0.5 : -0.5, 0.0);
        n = vec2(0.0, 0.5);
    } else if (a.x == b.x) {
        e = vec2(0.0, a.y <= b.y ? 0.5 : -0.5);
        n = vec2(0.5, 0.0);
    } else {
        vec2 d = b - a;
        e = d / length(d) * 0.5;
        n = vec2(-e.y, e.x);
    }
    uint c = corners[uint(gl_VertexIndex) % 6u];
    bool atB = c == 1u || c == 2u;
    vec2 w = (atB ? b + e : a - e) + (c <= 1u ? n : -n);
    vec2 p = w - view.zw;
    vWorld = w;
    vTangent = vec4(1.0, 0.0, 0.0, 1.0);
    gl_Position = vec4(p.x * view.x - 1.0, 1.0 - p.y * view.y, 0.0, 1.0);
    vUV = atB ? bUV : aUV;
    vColor = atB ? bColor : aColor;
}
