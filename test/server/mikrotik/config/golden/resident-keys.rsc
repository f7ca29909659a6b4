# Portico configuration for device 7 (site 3), template portico-mdu-gateway-v7
# Generated 2026-03-01T09:30:00.000Z
# For RouterOS 7.13 or later, applied to a router without default configuration.
# Every managed entry carries a comment "portico:<kind>[:<id>]".

/system identity
set name=bldg-042-gw

/interface bridge
add name=br-lan vlan-filtering=no comment="portico:bridge"

/interface bridge port
add bridge=br-lan interface=ether2 pvid=101 frame-types=admit-only-untagged-and-priority-tagged comment="portico:port:ether2"
add bridge=br-lan interface=ether3 pvid=101 frame-types=admit-only-untagged-and-priority-tagged comment="portico:port:ether3"
add bridge=br-lan interface=ether4 pvid=102 frame-types=admit-only-untagged-and-priority-tagged comment="portico:port:ether4"
add bridge=br-lan interface=ether5 pvid=110 frame-types=admit-only-untagged-and-priority-tagged comment="portico:port:ether5"
add bridge=br-lan interface=ether8 frame-types=admit-only-vlan-tagged comment="portico:trunk:ether8"

/interface bridge vlan
add bridge=br-lan vlan-ids=101 tagged=br-lan,ether8 untagged=ether2,ether3 comment="portico:network:12"
add bridge=br-lan vlan-ids=102 tagged=br-lan,ether8 untagged=ether4 comment="portico:network:13"
add bridge=br-lan vlan-ids=110 tagged=br-lan,ether8 untagged=ether5 comment="portico:network:14"
add bridge=br-lan vlan-ids=900 tagged=br-lan,ether8 comment="portico:network:20"

/interface vlan
add interface=br-lan name=vlan101 vlan-id=101 comment="portico:network:12"
add interface=br-lan name=vlan102 vlan-id=102 comment="portico:network:13"
add interface=br-lan name=vlan110 vlan-id=110 comment="portico:network:14"
add interface=br-lan name=vlan900 vlan-id=900 comment="portico:network:20"

/ip address
add address=10.101.0.1/24 interface=vlan101 comment="portico:network:12"
add address=10.102.0.1/24 interface=vlan102 comment="portico:network:13"
add address=10.100.16.1/28 interface=vlan110 comment="portico:network:14"
add address=10.103.0.1/24 interface=vlan900 comment="portico:network:20"
add address=203.0.113.11/32 interface=ether1 comment="portico:external-ip:5"
add address=203.0.113.12/32 interface=ether1 comment="portico:external-ip:6"

/ip pool
add name=pool-vlan101 ranges=10.101.0.2-10.101.0.254 comment="portico:network:12"
add name=pool-vlan102 ranges=10.102.0.2-10.102.0.254 comment="portico:network:13"
add name=pool-vlan110 ranges=10.100.16.2-10.100.16.14 comment="portico:network:14"
add name=pool-vlan900 ranges=10.103.0.2-10.103.0.254 comment="portico:network:20"

/ip dhcp-server network
add address=10.101.0.0/24 gateway=10.101.0.1 dns-server=1.1.1.1,9.9.9.9 comment="portico:network:12"
add address=10.102.0.0/24 gateway=10.102.0.1 dns-server=1.1.1.1,9.9.9.9 comment="portico:network:13"
add address=10.100.16.0/28 gateway=10.100.16.1 dns-server=1.1.1.1,9.9.9.9 comment="portico:network:14"
add address=10.103.0.0/24 gateway=10.103.0.1 dns-server=1.1.1.1,9.9.9.9 comment="portico:network:20"

/ip dhcp-server
add name=dhcp-vlan101 interface=vlan101 address-pool=pool-vlan101 lease-time=1h comment="portico:network:12"
add name=dhcp-vlan102 interface=vlan102 address-pool=pool-vlan102 lease-time=4h comment="portico:network:13"
add name=dhcp-vlan110 interface=vlan110 address-pool=pool-vlan110 lease-time=1h comment="portico:network:14"
add name=dhcp-vlan900 interface=vlan900 address-pool=pool-vlan900 lease-time=1h comment="portico:network:20"

# Simple queues do not apply to FastTracked traffic: keep FastTrack off for these subnets.
/queue simple
add name=network-12 target=10.101.0.0/24 max-limit=20M/100M comment="portico:network:12"
add name=network-13 target=10.102.0.0/24 max-limit=250M/250M comment="portico:network:13"
add name=network-20 target=10.103.0.0/24 max-limit=2500k/10M comment="portico:network:20"

/ip firewall nat
add chain=srcnat action=src-nat src-address=10.101.0.0/24 out-interface=ether1 to-addresses=203.0.113.11 comment="portico:external-ip:5"
add chain=srcnat action=src-nat src-address=10.100.16.0/28 out-interface=ether1 to-addresses=203.0.113.12 comment="portico:external-ip:6"
add chain=srcnat action=masquerade src-address=10.100.0.0/14 out-interface=ether1 comment="portico:masquerade"

/interface wifi security multi-passphrase
add group=portico-keys-8 passphrase="k7Qm2xRtP9wYbZ4nHs3a" vlan-id=101 comment="portico:wifi-key:31"
add group=portico-keys-8 passphrase="Lm8vC4dPq2sWx7yJt5Ke" vlan-id=102 comment="portico:wifi-key:32"
add group=portico-keys-8 passphrase="shop;\"keys\"\\ok=1" vlan-id=110 comment="portico:wifi-key:33"

/interface wifi security
add name=portico-sec-3 authentication-types=wpa2-psk,wpa3-psk passphrase="tide-pool-4417" comment="portico:wireless:3"
add name=portico-sec-5 authentication-types=wpa2-psk,wpa3-psk passphrase="salt-marsh-0932" comment="portico:wireless:5"
add name=portico-sec-8 authentication-types=wpa2-psk passphrase="visitors-welcome-88" multi-passphrase-group=portico-keys-8 comment="portico:wireless:8"

/interface wifi datapath
add name=portico-dp-3 bridge=br-lan vlan-id=101 comment="portico:wireless:3"
add name=portico-dp-5 bridge=br-lan vlan-id=102 comment="portico:wireless:5"
add name=portico-dp-4 bridge=br-lan vlan-id=900 comment="portico:wireless:4"
add name=portico-dp-8 bridge=br-lan vlan-id=900 comment="portico:wireless:8"

# Set configuration.country for the regulatory domain before enabling the radios in production.
/interface wifi configuration
add name=portico-cfg-3 ssid="HV 1.01" security=portico-sec-3 datapath=portico-dp-3 comment="portico:wireless:3"
add name=portico-cfg-5 ssid="HV 1.02" security=portico-sec-5 datapath=portico-dp-5 comment="portico:wireless:5"
add name=portico-cfg-4 ssid="Harbour View Guest" datapath=portico-dp-4 comment="portico:wireless:4"
add name=portico-cfg-8 ssid="HV Residents" security=portico-sec-8 datapath=portico-dp-8 comment="portico:wireless:8"

/interface wifi
set [find default-name=wifi1] configuration=portico-cfg-3 disabled=no comment="portico:wireless:3"
add master-interface=wifi1 name=wifi1-tenant-5 configuration=portico-cfg-5 disabled=no comment="portico:wireless:5"
add master-interface=wifi1 name=wifi1-guest-4 configuration=portico-cfg-4 disabled=no comment="portico:wireless:4"
add master-interface=wifi1 name=wifi1-guest-8 configuration=portico-cfg-8 disabled=no comment="portico:wireless:8"
set [find default-name=wifi2] configuration=portico-cfg-3 disabled=no comment="portico:wireless:3"
add master-interface=wifi2 name=wifi2-tenant-5 configuration=portico-cfg-5 disabled=no comment="portico:wireless:5"
add master-interface=wifi2 name=wifi2-guest-4 configuration=portico-cfg-4 disabled=no comment="portico:wireless:4"
add master-interface=wifi2 name=wifi2-guest-8 configuration=portico-cfg-8 disabled=no comment="portico:wireless:8"

/interface bridge
set [find name=br-lan] vlan-filtering=yes
