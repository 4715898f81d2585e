#version 450
// LIGHTING's last pass: the G-buffer's colour times the light reaching
// each pixel (ambient, plus the light buffer: the StepLight sprites and
// every light's volume added into it), plus the highlights, plus what the
// surface gives off. Values may exceed 1 (the target is a float format);
// TONE_MAP brings them back.

layout(set = 2, binding = 0) uniform sampler2D albedo;
layout(set = 2, binding = 1) uniform sampler2D lightBuffer; // StepLight sprites and lightvol.frag's diffuse
layout(set = 2, binding = 2) uniform sampler2D shineBuffer; // lightvol.frag's specular
layout(set = 2, binding = 3) uniform sampler2D emissive;

layout(std140, set = 3, binding = 0) uniform Lighting {
    vec4 ambient; // rgb; a unused
};

layout(location = 0) in vec2 vUV;
layout(location = 0) out vec4 outColor;

void main() {
    vec3 light = ambient.rgb + texture(lightBuffer, vUV).rgb;
    vec3 c = texture(albedo, vUV).rgb * light + texture(shineBuffer, vUV).rgb + texture(emissive, vUV).rgb;
    outColor = vec4(c, 1.0);
}
