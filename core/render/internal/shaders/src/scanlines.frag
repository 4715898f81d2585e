#version 450
// An example POSTPROCESS pass: CRT-style scanlines. Every second row of
// the logical frame is darkened by strength, and the picture falls off a
// little towards the corners. Every post pass has this interface: the lit
// scene at binding 0, and the Post uniform block.

layout(set = 2, binding = 0) uniform sampler2D scene;
layout(std140, set = 3, binding = 0) uniform Post {
    vec4 size;      // W, H, 1/W, 1/H of the logical frame
    vec4 params[2]; // the effect's own: params[0].x strength, .y vignette
};

layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 c = texture(scene, vUV);
    float row = floor(vUV.y * size.y);
    float line = mod(row, 2.0) < 1.0 ? 1.0 : 1.0 - params[0].x;
    vec2 d = vUV - 0.5;
    float vignette = 1.0 - params[0].y * dot(d, d) * 2.0;
    outColor = vec4(c.rgb * line * vignette, c.a);
}
