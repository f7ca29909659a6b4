import type { EntityDef, Row } from '../entities/kit/entityDef';
import type { EntityType } from '../../../rules/entityTypes';
import { addressEntity } from '../entities/addresses/addressEntity';
import { floorEntity } from '../entities/floors/floorEntity';
import { roomEntity } from '../entities/rooms/roomEntity';
import { tenantEntity } from '../entities/tenants/tenantEntity';
import { occupancyEntity } from '../entities/occupancy/occupancyEntity';
import { outletEntity } from '../entities/outlets/outletEntity';
import { networkEntity } from '../entities/networks/networkEntity';
import type { RefKind } from './importRefs';

/**
 * One column of an import file. A `ref` column names an object by name or id (floor "3" of the
 * row's address); without `field` it only narrows the columns after it (a room's address).
 */
export interface ImportColumn {
  name: string;
  /** the write body field it fills; the column's own name unless given, none for context columns */
  field?: string | null;
  ref?: RefKind;
  /** other header spellings taken for it without asking */
  aliases?: string[];
  example: string;
}

/** How the rows of one entity are imported: its entity definition, its columns, its natural key. */
export interface ImportSpec {
  type: EntityType;
  /** the URL segment and the template's file name: /imports/rooms/… */
  name: string;
  def: EntityDef;
  columns: ImportColumn[];
  /**
   * Which stored row a file row without an id is: from the column values (table property names)
   * of either, so a second import of the same file finds its rows unchanged.
   */
  key(values: Row): string;
  /** the same key from a checked write body, where the body alone tells it */
  keyOfBody?(body: Row): string;
  /** the key in words, for "Same floor and name as line 12" */
  keyWords: string;
}

const fold = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLocaleLowerCase('nb');
const id: ImportColumn = { name: 'id', field: null, example: '' };
const site: ImportColumn = { name: 'site', field: 'site_id', ref: 'site', aliases: ['site_id'], example: '' };
const address: ImportColumn = {
  name: 'address',
  field: null,
  ref: 'address',
  aliases: ['address_id'],
  example: 'Moholt allé 10',
};
const floor = (field: string | null): ImportColumn => ({
  name: 'floor',
  field,
  ref: 'floor',
  aliases: ['floor_id'],
  example: '3',
});
const room: ImportColumn = { name: 'room', field: 'room_id', ref: 'room', aliases: ['room_id'], example: 'H0301' };

export const importSpecs: ImportSpec[] = [
  {
    type: 'address',
    name: 'addresses',
    def: addressEntity,
    columns: [
      id,
      site,
      { name: 'street', example: 'Moholt allé' },
      { name: 'house_number', example: '10' },
      { name: 'postal_code', example: '7050' },
      { name: 'city', example: 'Trondheim' },
      { name: 'country', example: 'NO' },
    ],
    key: (v) => `${v.siteId}|${fold(v.street)}|${fold(v.houseNumber)}`,
    keyWords: 'site, street and house number',
  },
  {
    type: 'floor',
    name: 'floors',
    def: floorEntity,
    columns: [id, { ...address, field: 'address_id' }, { name: 'name', example: '3' }, { name: 'level', example: '3' }],
    key: (v) => `${v.addressId}|${fold(v.name)}`,
    keyWords: 'address and name',
  },
  {
    type: 'room',
    name: 'rooms',
    def: roomEntity,
    columns: [
      id,
      address,
      floor('floor_id'),
      { name: 'name', example: 'H0301' },
      { name: 'kind', example: 'apartment' },
    ],
    key: (v) => `${v.floorId}|${fold(v.name)}`,
    keyWords: 'floor and name',
  },
  {
    type: 'tenant',
    name: 'tenants',
    def: tenantEntity,
    columns: [
      id,
      site,
      { name: 'kind', example: 'person' },
      { name: 'name', example: 'Åse Ødegård' },
      { name: 'email', example: 'ase@example.no' },
      { name: 'phone', example: '+47 912 34 567' },
      { name: 'reference', example: 'L-1001' },
    ],
    // The customer's own reference names a tenant best; two people may share a name.
    key: (v) => (fold(v.reference) ? `${v.siteId}|ref|${fold(v.reference)}` : `${v.siteId}|name|${fold(v.name)}`),
    keyWords: 'site and reference (or name)',
  },
  {
    type: 'room_occupancy',
    name: 'occupancy',
    def: occupancyEntity,
    columns: [
      id,
      address,
      floor(null),
      room,
      { name: 'tenant', field: 'tenant_id', ref: 'tenant', aliases: ['tenant_id'], example: 'Åse Ødegård' },
      { name: 'start_date', example: '2026-08-01' },
      { name: 'end_date', example: '' },
    ],
    key: (v) => `${v.roomId}|${v.tenantId}|${v.startDate ?? ''}`,
    keyOfBody: (body) => `${body.room_id}|${body.tenant_id}|${body.start_date ?? ''}`,
    keyWords: 'room, tenant and start date',
  },
  {
    type: 'outlet',
    name: 'outlets',
    def: outletEntity,
    columns: [
      id,
      address,
      floor(null),
      room,
      { name: 'label', example: '3.01-1' },
      { name: 'switch_port', example: 'sw-a1 ge-0/0/12' },
      { name: 'network', field: 'network_id', ref: 'network', aliases: ['network_id'], example: '' },
      { name: 'interface_up', example: '' },
      { name: 'description', example: '' },
    ],
    key: (v) => `${v.roomId}|${fold(v.label)}`,
    keyWords: 'room and label',
  },
  {
    type: 'network',
    name: 'networks',
    def: networkEntity,
    columns: [
      id,
      site,
      { name: 'name', example: 'H0301 LAN' },
      { name: 'vlan_id', example: '301' },
      { name: 'subnet', example: '10.20.3.0/24' },
      { name: 'gateway', example: '10.20.3.1' },
      { name: 'tenant', field: 'tenant_id', ref: 'tenant', aliases: ['tenant_id'], example: '' },
      {
        name: 'speed_limit',
        field: 'speed_limit_id',
        ref: 'speed_limit',
        aliases: ['speed_limit_id'],
        example: '',
      },
      { name: 'description', example: '' },
    ],
    key: (v) => `${v.siteId}|${v.vlanId}`,
    keyWords: 'site and VLAN id',
  },
];

/** The spec of /imports/<name>/, or undefined. */
export const importSpecNamed = (name: string) => importSpecs.find((spec) => spec.name === name);

/** The body field a column fills (its name unless it says otherwise; null: none). */
export const fieldOf = (column: ImportColumn) => (column.field === undefined ? column.name : column.field);

/**
 * The template's header and example row.
 * @example templateRows(importSpecNamed('rooms')!) // [['id','address','floor','name','kind'], ['', 'Moholt allé 10', …]]
 */
export const templateRows = (spec: ImportSpec) => [
  spec.columns.map((column) => column.name),
  spec.columns.map((column) => column.example),
];

/**
 * The column each header names: remembered choices first, then the column's name or an alias,
 * compared without case, spaces or underscores ("Floor ID" is floor).
 */
export function suggestMapping(
  spec: ImportSpec,
  header: string[],
  remembered: Record<string, string> = {},
): Record<string, string> {
  const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
  const mapping: Record<string, string> = {};
  const names = new Set(spec.columns.map((column) => column.name));
  for (const source of header) {
    const known = remembered[source];
    if (known !== undefined && (known === '' || names.has(known))) {
      mapping[source] = known;
      continue;
    }
    const column = spec.columns.find((candidate) =>
      [candidate.name, ...(candidate.aliases ?? [])].some((name) => squash(name) === squash(source)),
    );
    mapping[source] = column?.name ?? '';
  }
  return mapping;
}
