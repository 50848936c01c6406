import { commandOf, spotDraft, WAREHOUSE } from './spot-fixtures.test-support';
import { NOT_OWN_WAREHOUSE, resolveWarehouses, servingWarehouse } from './spot-warehouses';

const own = [{ id: WAREHOUSE.id, latitude: WAREHOUSE.latitude, longitude: WAREHOUSE.longitude }];

describe('resolveWarehouses', () => {
  it("recognises the customer's warehouse by the id in its place id", () => {
    const command = commandOf();
    const { warehouseOfPlace, problems } = resolveWarehouses(command, own);
    expect(problems).toEqual([]);
    expect([...warehouseOfPlace]).toEqual([['warehouse-7', 7]]);
    expect(servingWarehouse(command, warehouseOfPlace)).toBe(7);
    const pickup = commandOf(spotDraft({ serviceType: 'PICKUP' }));
    expect(servingWarehouse(pickup, resolveWarehouses(pickup, own).warehouseOfPlace)).toBe(7);
  });

  it('recognises it by its coordinates when the place id names no warehouse', () => {
    const command = commandOf();
    command.loadingPlace!.id = 'deposito';
    command.transportations.forEach((t) => {
      t.origin = command.loadingPlace!;
    });
    expect([...resolveWarehouses(command, own).warehouseOfPlace]).toEqual([['deposito', 7]]);
  });

  it("refuses a warehouse that is not the customer's, once per place", () => {
    const command = commandOf();
    expect(resolveWarehouses(command, [{ id: 8, latitude: 0, longitude: 0 }]).problems).toEqual([
      { field: 'loadingPlace', message: NOT_OWN_WAREHOUSE },
    ]);
    // Naming another warehouse id is refused even at our warehouse's coordinates.
    command.loadingPlace!.id = 'warehouse-8';
    command.transportations.forEach((t) => {
      t.origin = command.loadingPlace!;
    });
    expect(resolveWarehouses(command, own).problems).toHaveLength(1);
  });

  it('ignores places that are not marked as a customer warehouse', () => {
    const command = commandOf();
    command.loadingPlace!.isCustomerWarehouse = false;
    command.transportations.forEach((t) => {
      t.origin = command.loadingPlace!;
    });
    expect(resolveWarehouses(command, [])).toEqual({ warehouseOfPlace: new Map(), problems: [] });
  });
});
