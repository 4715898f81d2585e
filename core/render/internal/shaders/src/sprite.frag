#version 450
// The sprite fragment shader: the texel times the tint. Blending is the
// pipeline's (alpha, additive, multiply or none, as SDL's renderer does it).

layout(set = 2, binding = 0) uniform sampler2D tex;

layout(location = 0) in vec2 vUV;
layout(location = 1) in vec4 vColor;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = texture(tex, vUV) * vColor;
}
