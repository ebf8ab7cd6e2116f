import { BlockList, isIP } from "node:net";

// Everything a user-typed store address must never reach: the server's own network, its cloud's
// metadata service and addresses that are not unicast on the public internet. BlockList also matches
// IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 rules.
const forbidden = new BlockList();
const loopback = new BlockList();

for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT
  ["169.254.0.0", 16], // link-local, includes the 169.254.169.254 metadata service
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  forbidden.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["64:ff9b::", 96], // NAT64: embeds an IPv4 address we would not check
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo: embeds an IPv4 address
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["fc00::", 7], // unique local, includes fd00:ec2::254 (AWS metadata over IPv6)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  forbidden.addSubnet(net, prefix, "ipv6");
}
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Names that point inside a cloud or a host whatever DNS says about them. */
const forbiddenNames = [/^localhost$/, /\.localhost$/, /^metadata$/, /\.internal$/, /\.local$/];

export function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** True when the tracker must not connect to this IP address. Loopback only passes when allowed (tests). */
export function isForbiddenAddress(ip: string, allowLoopback = false): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopback.check(ip, type)) return !allowLoopback;
  return forbidden.check(ip, type);
}

/** True for host names refused before any DNS lookup (metadata.google.internal, localhost, ...). */
export function isForbiddenHostName(host: string, allowLoopback = false): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (allowLoopback && name === "localhost") return false;
  return forbiddenNames.some((pattern) => pattern.test(name));
}
