#version 450
// LIGHTING: the world's colour times the light reaching each pixel:
// ambient, plus the light sprites drawn into the light buffer, plus every
// point, spot and directional light of the frame. Values may exceed 1
// (the target is a float format); TONE_MAP brings them back to range.

struct Light {
    vec4 color;   // rgb times intensity; a: kind (0 point, 1 spot, 2 directional)
    vec4 posDir;  // xy: position in world pixels; zw: unit direction (spot)
    vec4 shape;   // x: radius, y: cos(cone half-angle), z: falloff exponent
};

layout(set = 2, binding = 0) uniform sampler2D albedo;
layout(set = 2, binding = 1) uniform sampler2D lightSprites;
#ifdef TARGET_MSL
layout(std430, set = 2, binding = 1) readonly buffer Lights { Light lights[]; };
#else
layout(std430, set = 2, binding = 2) readonly buffer Lights { Light lights[]; };
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
    vec3 light = ambient.rgb + texture(lightSprites, vUV).rgb;
    vec2 p = vUV * view.xy + view.zw; // this pixel's centre in world pixels
    for (uint i = 0u; i < count.x; i++) {
        Light l = lights[i];
        if (l.color.a > 1.5) { // directional: no position, reaches everything
            light += l.color.rgb;
            continue;
        }
        vec2 d = p - l.posDir.xy;
        float dist = length(d);
        float att = pow(clamp(1.0 - dist / l.shape.x, 0.0, 1.0), l.shape.z);
        if (l.color.a > 0.5 && dist > 0.0) { // spot: fade over the cone's last tenth
            float c = dot(d / dist, l.posDir.zw);
            float edge = max(1.0 - l.shape.y, 1e-4) * 0.1;
            att *= clamp((c - l.shape.y) / edge, 0.0, 1.0);
        }
        light += l.color.rgb * att;
    }
    outColor = vec4(base.rgb * light, 1.0);
}
