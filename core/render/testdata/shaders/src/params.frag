#version 450
#extension GL_GOOGLE_include_directive : require
// A test's fragment stage: the texel times the colour times the block's
// tint.

#include "bengine_fragment.glsl"

BENGINE_FRAGMENT_UNIFORMS Params {
    vec4 tint;
    vec4 move;
};

void main() {
    bengineWrite(texture(bengineTexture, vUV) * vColor * tint);
}
