#version 450
// One light of LIGHTING against the G-buffer, added into the light buffer
// (the diffuse light, output 0, which multiplies the colour) and the
// highlight buffer (the specular light, output 1, which does not).
//
// A light with a height (shape.w > 0) stands above the plane: it lights a
// surface by the angle between the surface's normal (from its normal map)
// and the direction to the light, and makes a highlight where the surface
// is specular. A light of height 0 lies on the plane, a flat 2D light: it
// adds its colour, faded with distance, and normals do not change it.

layout(set = 2, binding = 0) uniform sampler2D positions; // world x, y, layer, 1 where GEOMETRY drew
layout(set = 2, binding = 1) uniform sampler2D materials; // normal x, y, specular, roughness

layout(std140, set = 3, binding = 0) uniform Camera {
    vec4 camera; // xy: the camera's top-left corner in world pixels
};

layout(location = 0) flat in vec4 lColor;
layout(location = 1) flat in vec4 lPosDir;
layout(location = 2) flat in vec4 lShape;

layout(location = 0) out vec4 outLight;
layout(location = 1) out vec4 outShine;

void main() {
    ivec2 px = ivec2(gl_FragCoord.xy);
    vec4 pos = texelFetch(positions, px, 0);
    vec4 mat = texelFetch(materials, px, 0);
    // This pixel's world position: GEOMETRY's, or its centre where nothing was drawn.
    vec2 p = pos.a > 0.5 ? pos.xy : gl_FragCoord.xy + camera.xy;
    float h = lShape.w;
    float att = 1.0;
    vec3 dir; // towards the light
    if (lColor.a > 1.5) { // directional: the same everywhere
        if (h <= 0.0) {
            outLight = vec4(lColor.rgb, 0.0);
            outShine = vec4(0.0);
            return;
        }
        dir = normalize(vec3(-lPosDir.zw, h));
    } else {
        vec2 d = p - lPosDir.xy;
        float dist = length(d);
        att = pow(clamp(1.0 - dist / lShape.x, 0.0, 1.0), lShape.z);
        if (lColor.a > 0.5 && dist > 0.0) { // spot: fade over the cone's last tenth
            float c = dot(d / dist, lPosDir.zw);
            float edge = max(1.0 - lShape.y, 1e-4) * 0.1;
            att *= clamp((c - lShape.y) / edge, 0.0, 1.0);
        }
        if (h <= 0.0) {
            outLight = vec4(lColor.rgb * att, 0.0);
            outShine = vec4(0.0);
            return;
        }
        dir = normalize(vec3(-d, h));
    }
    vec3 n = vec3(mat.xy, sqrt(max(1.0 - dot(mat.xy, mat.xy), 0.0)));
    float lambert = max(dot(n, dir), 0.0);
    outLight = vec4(lColor.rgb * att * lambert, 0.0);
    outShine = vec4(0.0);
    if (mat.z > 0.0 && lambert > 0.0) { // Blinn-Phong, the viewer straight above
        float shininess = exp2(1.0 + 10.0 * (1.0 - clamp(mat.w, 0.0, 1.0)));
        float nh = max(dot(n, normalize(dir + vec3(0.0, 0.0, 1.0))), 0.0);
        outShine = vec4(lColor.rgb * att * mat.z * pow(nh, shininess), 0.0);
    }
}
