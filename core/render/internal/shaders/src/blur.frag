#version 450
// PING_PONG_GAUSSIAN: one direction of a separable Gaussian blur (sigma 2
// texels, 9 taps folded into 5 samples by linear filtering). Horizontal
// then vertical passes alternate between two targets.

layout(set = 2, binding = 0) uniform sampler2D src;
layout(std140, set = 3, binding = 0) uniform Blur {
    vec4 step; // xy: one texel in the blur's direction, in uv
};

layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;

// Weights and offsets of the 9-tap kernel, pairs merged: w0 at 0, then
// (w1+w2) at the weighted mean of offsets 1 and 2, and so on.
const float weights[3] = float[3](0.2270270270, 0.3162162162, 0.0702702703);
const float offsets[3] = float[3](0.0, 1.3846153846, 3.2307692308);

void main() {
    vec4 sum = texture(src, vUV) * weights[0];
    for (int i = 1; i < 3; i++) {
        vec2 o = step.xy * offsets[i];
        sum += texture(src, vUV + o) * weights[i];
        sum += texture(src, vUV - o) * weights[i];
    }
    outColor = sum;
}
