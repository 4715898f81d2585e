#version 450
// LIGHTING: reads the G-buffer GEOMETRY wrote (colour, world position,
// material, emissive) and writes the lit scene: the colour times the light
// reaching each pixel (ambient, the light sprites drawn into the light
// buffer, and every point, spot and directional light of the frame), plus
// the lights' specular highlights, plus what the surface gives off. Values
// may exceed 1 (the target is a float format); TONE_MAP brings them back.
//
// A light with a height (shape.w > 0) stands above the plane: it lights a
// surface by the angle between the surface's normal (from its normal map)
// and the direction to the light, and makes a highlight where the surface
// is specular. A light of height 0 lies on the plane, a flat 2D light: it
// adds its colour, faded with distance, and normals do not change it.

struct Light {
    vec4 color;  // rgb times intensity; a: kind (0 point, 1 spot, 2 directional)
    vec4 posDir; // xy: position in world pixels; zw: unit direction (spot's axis, directional's travel)
    vec4 shape;  // x: radius, y: cos(cone half-angle), z: falloff exponent, w: height above the plane
};

layout(set = 2, binding = 0) uniform sampler2D albedo;
layout(set = 2, binding = 1) uniform sampler2D lightSprites;
layout(set = 2, binding = 2) uniform sampler2D positions; // world x, y, layer, 1 where GEOMETRY drew
layout(set = 2, binding = 3) uniform sampler2D materials; // normal x, y, specular, roughness
layout(set = 2, binding = 4) uniform sampler2D emissive;
#ifdef TARGET_MSL
layout(std430, set = 2, binding = 1) readonly buffer Lights { Light lights[]; };
#else
layout(std430, set = 2, binding = 5) readonly buffer Lights { Light lights[]; };
#endif

layout(std140, set = 3, binding = 0) uniform Lighting {
    vec4 ambient; // rgb; a unused
    vec4 view;    // logical W, H, camera x, camera y
    uvec4 count;  // x: lights
};

layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;

void main() {
    vec4 base = texture(albedo, vUV);
    vec4 pos = texture(positions, vUV);
    vec4 mat = texture(materials, vUV);
    vec3 light = ambient.rgb + texture(lightSprites, vUV).rgb;
    vec3 shine = vec3(0.0);
    // This pixel's world position: GEOMETRY's, or its centre where nothing was drawn.
    vec2 p = pos.a > 0.5 ? pos.xy : vUV * view.xy + view.zw;
    vec3 n = vec3(mat.xy, sqrt(max(1.0 - dot(mat.xy, mat.xy), 0.0)));
    float shininess = exp2(1.0 + 10.0 * (1.0 - clamp(mat.w, 0.0, 1.0)));
    for (uint i = 0u; i < count.x; i++) {
        Light l = lights[i];
        float h = l.shape.w;
        float att = 1.0;
        vec3 dir; // towards the light
        if (l.color.a > 1.5) { // directional: the same everywhere
            if (h <= 0.0) {
                light += l.color.rgb;
                continue;
            }
            dir = normalize(vec3(-l.posDir.zw, h));
        } else {
            vec2 d = p - l.posDir.xy;
            float dist = length(d);
            att = pow(clamp(1.0 - dist / l.shape.x, 0.0, 1.0), l.shape.z);
            if (l.color.a > 0.5 && dist > 0.0) { // spot: fade over the cone's last tenth
                float c = dot(d / dist, l.posDir.zw);
                float edge = max(1.0 - l.shape.y, 1e-4) * 0.1;
                att *= clamp((c - l.shape.y) / edge, 0.0, 1.0);
            }
            if (h <= 0.0) {
                light += l.color.rgb * att;
                continue;
            }
            dir = normalize(vec3(-d, h));
        }
        float lambert = max(dot(n, dir), 0.0);
        light += l.color.rgb * att * lambert;
        if (mat.z > 0.0 && lambert > 0.0) { // Blinn-Phong, the viewer straight above
            float nh = max(dot(n, normalize(dir + vec3(0.0, 0.0, 1.0))), 0.0);
            shine += l.color.rgb * att * mat.z * pow(nh, shininess);
        }
    }
    outColor = vec4(base.rgb * light + shine + texture(emissive, vUV).rgb, 1.0);
}
