#version 450
// Samples one texture, scaled by a colour: the downsample before the blur,
// and GLOW's composite (drawn with additive blending).

layout(set = 2, binding = 0) uniform sampler2D src;
layout(std140, set = 3, binding = 0) uniform Copy {
    vec4 scale;
};

layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;

void main() {
    outColor = texture(src, vUV) * scale;
}
