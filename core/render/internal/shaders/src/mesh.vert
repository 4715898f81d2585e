#version 450
#extension GL_GOOGLE_include_directive : require
// The engine's vertex shader for SubmitDraw's triangle modes: each vertex
// placed by its submission's world transform, its UV and colour handed on.
// A game's vertex shader starts from the same include.

#include "bengine_vertex.glsl"

void main() {
    vUV = inUV;
    vColor = inColor;
    gl_Position = bengineTransform(inPos);
}
