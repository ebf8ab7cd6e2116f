import { describe, expect, it } from "vitest";
import { isForbiddenAddress } from "../../src/tracker/addresses";
import { parseStoreUrl } from "../../src/tracker/url";

describe("parseStoreUrl", () => {
  it.each([
    ["shop.example.com", "https://shop.example.com/"],
    ["  https://Shop.Example.com/ ", "https://shop.example.com/"],
    ["http://shop.example.com:80/", "http://shop.example.com/"],
    ["https://shop.example.com:443/collections/all", "https://shop.example.com/collections/all"],
    ["https://8.8.8.8/", "https://8.8.8.8/"],
  ])("accepts %s", (input, href) => {
    const result = parseStoreUrl(input);
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.url.href).toBe(href);
  });

  it.each([
    // Loopback, private, link-local, CGNAT, unspecified, multicast, metadata.
    "http://127.0.0.1/",
    "http://127.9.9.9/",
    "http://localhost/",
    "http://shop.localhost/",
    "http://10.0.0.5/",
    "http://172.16.3.4/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://169.254.169.254/latest/meta-data/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://metadata.google.internal./",
    "http://localhost./",
    "http://instance-data.ec2.internal/",
    "http://[::1]/",
    "http://[::]/",
    "http://[fd00:ec2::254]/",
    "http://[fe80::1]/",
    "http://[ff02::1]/",
    // IPv4-mapped IPv6, in both spellings.
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[::ffff:10.0.0.1]/",
    // Odd IPv4 spellings, even of public addresses.
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.0.0.1/",
    "http://127.1/",
    "http://134744072/",
    "http://010.010.010.010/",
    // Userinfo.
    "http://user:pass@shop.example.com/",
    "http://shop.example.com@evil.example.com/",
    "https://@shop.example.com/",
    // Other schemes and ports.
    "ftp://shop.example.com/",
    "file:///etc/passwd",
    "gopher://shop.example.com/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://shop.example.com:8443/",
    "http://shop.example.com:443/",
    "shop.example.com:6379",
    // Not an address.
    "",
    "shop",
    "http://",
  ])("refuses %s", (input) => {
    expect(parseStoreUrl(input).ok).toBe(false);
  });

  it("lets loopback (on any port) through only when the test-only setting allows it", () => {
    expect(parseStoreUrl("http://127.0.0.1:4321/", true).ok).toBe(true);
    expect(parseStoreUrl("http://127.0.0.1:4321/").ok).toBe(false);
    expect(parseStoreUrl("http://10.0.0.1/", true).ok).toBe(false);
    expect(parseStoreUrl("http://shop.example.com:4321/", true).ok).toBe(false);
  });
});

describe("isForbiddenAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.31.255.255",
    "192.168.0.1",
    "100.127.255.254",
    "169.254.169.254",
    "0.0.0.0",
    "239.1.1.1",
    "::1",
    "::",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "23.227.38.65", "2606:4700::1111", "172.32.0.1", "100.128.0.1"])(
    "allows public %s",
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it("allows loopback only when asked, and nothing else with it", () => {
    expect(isForbiddenAddress("127.0.0.1", true)).toBe(false);
    expect(isForbiddenAddress("::1", true)).toBe(false);
    expect(isForbiddenAddress("10.0.0.1", true)).toBe(true);
  });
});
