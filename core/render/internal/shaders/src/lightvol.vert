#version 450
// LIGHTING's lights as light volumes: each light of the frame is one
// instance, a quad over the pixels it can reach (a point or spot light's
// square of its radius around it, a directional light's whole frame), so
// a pixel pays only for the lights that reach it. The light's record goes
// to the fragment stage as it is.

struct Light {
    vec4 color;  // rgb times intensity; a: kind (0 point, 1 spot, 2 directional)
    vec4 posDir; // xy: position in world pixels; zw: unit direction
    vec4 shape;  // x: radius, y: cos(cone half-angle), z: falloff exponent, w: height
};

#ifdef TARGET_MSL
layout(std430, set = 0, binding = 1) readonly buffer Lights { Light lights[]; };
#else
layout(std430, set = 0, binding = 0) readonly buffer Lights { Light lights[]; };
#endif

layout(std140, set = 1, binding = 0) uniform Volume {
    vec4 view; // 2/W, 2/H, camera x, camera y
};

layout(location = 0) flat out vec4 lColor;
layout(location = 1) flat out vec4 lPosDir;
layout(location = 2) flat out vec4 lShape;

const vec2 corners[6] = vec2[6](vec2(-1, -1), vec2(1, -1), vec2(1, 1), vec2(1, 1), vec2(-1, 1), vec2(-1, -1));

void main() {
    Light l = lights[gl_InstanceIndex];
    lColor = l.color;
    lPosDir = l.posDir;
    lShape = l.shape;
    vec2 k = corners[gl_VertexIndex % 6];
    if (l.color.a > 1.5) { // directional: the whole frame
        gl_Position = vec4(k, 0.0, 1.0);
        return;
    }
    vec2 p = l.posDir.xy + k * (l.shape.x + 1.0) - view.zw;
    gl_Position = vec4(p.x * view.x - 1.0, 1.0 - p.y * view.y, 0.0, 1.0);
}
