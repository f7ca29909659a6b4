# Portico configuration for device 1 (site 1), template portico-mdu-gateway-v7
# Generated 2026-03-01T09:30:00.000Z
# For RouterOS 7.13 or later, applied to a router without default configuration.
# Every managed entry carries a comment "portico:<kind>[:<id>]".

/system identity
set name=gw-small

/interface bridge
add name=bridge1 vlan-filtering=no comment="portico:bridge"

/interface bridge port
add bridge=bridge1 interface=ether2 pvid=10 frame-types=admit-only-untagged-and-priority-tagged comment="portico:port:ether2"

/interface bridge vlan
add bridge=bridge1 vlan-ids=10 tagged=bridge1 untagged=ether2 comment="portico:network:1"

/interface vlan
add interface=bridge1 name=vlan10 vlan-id=10 comment="portico:network:1"

/ip address
add address=192.168.10.1/24 interface=vlan10 comment="portico:network:1"

/ip pool
add name=pool-vlan10 ranges=192.168.10.2-192.168.10.254 comment="portico:network:1"

/ip dhcp-server network
add address=192.168.10.0/24 gateway=192.168.10.1 dns-server=192.168.10.1 comment="portico:network:1"

/ip dhcp-server
add name=dhcp-vlan10 interface=vlan10 address-pool=pool-vlan10 lease-time=1h comment="portico:network:1"

/ip dns
set allow-remote-requests=yes

/ip firewall filter
add chain=input in-interface=ether1 protocol=udp dst-port=53 action=drop comment="portico:dns-guard:udp"
add chain=input in-interface=ether1 protocol=tcp dst-port=53 action=drop comment="portico:dns-guard:tcp"

/ip firewall nat
add chain=srcnat action=masquerade out-interface=ether1 comment="portico:masquerade"

/interface bridge
set [find name=bridge1] vlan-filtering=yes
