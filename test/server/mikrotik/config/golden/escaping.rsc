# Portico configuration for device 99 (site 8), template portico-mdu-gateway-v7
# Generated 2026-03-01T09:30:00.000Z
# For RouterOS 7.13 or later, applied to a router without default configuration.
# Every managed entry carries a comment "portico:<kind>[:<id>]".

/system identity
set name="Tower \"B\" \$gw\?"

/interface bridge
add name=br-tenants vlan-filtering=no comment="portico:bridge"

/interface bridge port
add bridge=br-tenants interface=ether2 pvid=2001 frame-types=admit-only-untagged-and-priority-tagged comment="portico:port:ether2"
add bridge=br-tenants interface=ether6 frame-types=admit-only-vlan-tagged comment="portico:trunk:ether6"
add bridge=br-tenants interface=ether7 frame-types=admit-only-vlan-tagged comment="portico:trunk:ether7"

/interface bridge vlan
add bridge=br-tenants vlan-ids=2001 tagged=br-tenants,ether6,ether7 untagged=ether2 comment="portico:network:31"
add bridge=br-tenants vlan-ids=2002 tagged=br-tenants,ether6,ether7 comment="portico:network:32"

/interface vlan
add interface=br-tenants name=vlan2001 vlan-id=2001 comment="portico:network:31"
add interface=br-tenants name=vlan2002 vlan-id=2002 comment="portico:network:32"

/ip address
add address=172.16.1.200/25 interface=vlan2001 comment="portico:network:31"
add address=172.16.2.1/30 interface=vlan2002 comment="portico:network:32"
add address=198.51.100.9/29 interface=sfp-sfpplus1 comment="portico:external-ip:40"
add address=198.51.100.10/29 interface=sfp-sfpplus1 comment="portico:external-ip:41"

/ip pool
add name=pool-vlan2001 ranges=172.16.1.129-172.16.1.199,172.16.1.201-172.16.1.254 comment="portico:network:31"
add name=pool-vlan2002 ranges=172.16.2.2 comment="portico:network:32"

/ip dhcp-server network
add address=172.16.1.128/25 gateway=172.16.1.200 dns-server=172.16.255.53 comment="portico:network:31"
add address=172.16.2.0/30 gateway=172.16.2.1 dns-server=172.16.255.53 comment="portico:network:32"

/ip dhcp-server
add name=dhcp-vlan2001 interface=vlan2001 address-pool=pool-vlan2001 lease-time=1h comment="portico:network:31"
add name=dhcp-vlan2002 interface=vlan2002 address-pool=pool-vlan2002 lease-time=1h comment="portico:network:32"

# Simple queues do not apply to FastTracked traffic: keep FastTrack off for these subnets.
/queue simple
add name=network-31 target=172.16.1.128/25 max-limit=1500k/2G comment="portico:network:31"

/ip firewall nat
add chain=srcnat action=src-nat src-address=172.16.1.128/25 out-interface=sfp-sfpplus1 to-addresses=198.51.100.9 comment="portico:external-ip:40"
add chain=srcnat action=masquerade src-address=172.16.0.0/16 out-interface=sfp-sfpplus1 comment="portico:masquerade"

/interface wifi security
add name=portico-sec-7 authentication-types=wpa2-psk,wpa3-psk passphrase="p@ss\"word\$\?\\x" comment="portico:wireless:7"

/interface wifi datapath
add name=portico-dp-7 bridge=br-tenants vlan-id=2002 comment="portico:wireless:7"

# Set configuration.country for the regulatory domain before enabling the radios in production.
/interface wifi configuration
add name=portico-cfg-7 ssid="Caf\C3\A9 Zo\C3\AB \F0\9F\98\80 \"5G\"" security=portico-sec-7 datapath=portico-dp-7 comment="portico:wireless:7"

/interface wifi
set [find default-name=wifi1] configuration=portico-cfg-7 disabled=no comment="portico:wireless:7"

/interface bridge
set [find name=br-tenants] vlan-filtering=yes
