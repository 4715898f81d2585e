#version 450
#extension GL_GOOGLE_include_directive : require
// The sprite fragment shader: the texel times the tint, written through
// the engine's hook with the texture's material. Blending is the
// pipeline's (alpha, additive, multiply or none, as SDL's renderer does
// it).

#define BENGINE_SURFACE_BINDING 0
#include "bengine_fragment.glsl"

void main() {
    bengineWrite(texture(bengineTexture, vUV) * vColor);
}
