#version 450
#extension GL_GOOGLE_include_directive : require
// The flag's fragment shader: three bands, the middle one the vertex
// colour and the outer two the block's stripe colour.

#include "bengine_fragment.glsl"

BENGINE_FRAGMENT_UNIFORMS Flag {
    vec4 wave;
    vec4 stripe;
};

void main() {
    float band = floor(vUV.y * 3.0);
    vec4 c = band == 1.0 ? vColor : stripe;
    bengineWrite(texture(bengineTexture, vUV) * c);
}
