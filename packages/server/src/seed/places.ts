/** A place in São Paulo with its real-looking coordinates (streets are real; the stops are invented). */
export interface Place {
  thoroughfare: string;
  number: string;
  neighborhood: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const place = (
  thoroughfare: string,
  number: string,
  neighborhood: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): Place => ({ thoroughfare, number, neighborhood, postalCode, latitude, longitude });

export const SAO_PAULO_PLACES: readonly Place[] = [
  place('Avenida Paulista', '1578', 'Bela Vista', '01310200', -23.5614, -46.6559),
  place('Rua Augusta', '2690', 'Jardim Paulista', '01412100', -23.5636, -46.669),
  place('Rua Oscar Freire', '900', 'Jardim Paulista', '01426001', -23.566, -46.671),
  place('Avenida Brigadeiro Faria Lima', '2232', 'Jardim Paulistano', '01451000', -23.5786, -46.6869),
  place('Rua Vergueiro', '1000', 'Liberdade', '01504000', -23.571, -46.6395),
  place('Avenida Ipiranga', '200', 'República', '01046010', -23.5446, -46.6436),
  place('Rua Vinte e Cinco de Março', '800', 'Centro', '01021200', -23.5413, -46.6301),
  place('Avenida Rebouças', '3970', 'Pinheiros', '05402600', -23.5723, -46.694),
  place('Rua Teodoro Sampaio', '1020', 'Pinheiros', '05406050', -23.559, -46.6816),
  place('Avenida Sumaré', '1100', 'Perdizes', '05016090', -23.543, -46.68),
  place('Rua Cardeal Arcoverde', '2365', 'Pinheiros', '05407003', -23.565, -46.69),
  place('Avenida Santo Amaro', '4000', 'Brooklin', '04556500', -23.609, -46.679),
  place('Avenida Engenheiro Luís Carlos Berrini', '1500', 'Cidade Monções', '04571000', -23.603, -46.695),
  place('Rua Domingos de Morais', '2000', 'Vila Mariana', '04036000', -23.596, -46.637),
  place('Avenida Jabaquara', '1500', 'Mirandópolis', '04046100', -23.615, -46.638),
  place('Rua Tuiuti', '1200', 'Tatuapé', '03081000', -23.54, -46.577),
  place('Avenida Celso Garcia', '3000', 'Belenzinho', '03064000', -23.539, -46.596),
  place('Rua Voluntários da Pátria', '1500', 'Santana', '02011000', -23.506, -46.626),
  place('Avenida Cruzeiro do Sul', '1800', 'Canindé', '02031000', -23.518, -46.625),
  place('Rua Guaicurus', '500', 'Lapa', '05033000', -23.527, -46.693),
  place('Avenida Francisco Matarazzo', '1350', 'Água Branca', '05001100', -23.526, -46.677),
  place('Avenida Morumbi', '5000', 'Morumbi', '05650000', -23.598, -46.716),
  place('Rua Clodomiro Amazonas', '500', 'Itaim Bibi', '04537010', -23.587, -46.678),
  place('Avenida Ibirapuera', '2500', 'Moema', '04029200', -23.602, -46.663),
  place('Rua Serra de Botucatu', '800', 'Vila Gomes Cardim', '03317000', -23.548, -46.567),
  place('Avenida Aricanduva', '5555', 'Aricanduva', '03527900', -23.566, -46.509),
  place('Avenida Interlagos', '2255', 'Interlagos', '04661200', -23.678, -46.683),
  place('Rua Barão de Itapetininga', '200', 'República', '01042000', -23.545, -46.639),
  place('Avenida do Estado', '5000', 'Cambuci', '01516000', -23.56, -46.62),
  place('Rua da Mooca', '2000', 'Mooca', '03103002', -23.555, -46.6),
];

export interface WarehouseSeed extends Place {
  name: string;
}

/** Two warehouses per shipper, one for the provider. */
export const DEMO_WAREHOUSES: Record<number, readonly WarehouseSeed[]> = {
  0: [
    {
      name: 'Base Box Leopoldina (demonstração)',
      ...place('Avenida Gastão Vidigal', '1946', 'Vila Leopoldina', '05314001', -23.53, -46.733),
    },
  ],
  3154: [
    {
      name: 'CD Barra Funda (demonstração)',
      ...place('Avenida Marquês de São Vicente', '2000', 'Barra Funda', '01139002', -23.519, -46.67),
    },
    {
      name: 'Loja Vila Mariana (demonstração)',
      ...place('Rua Sena Madureira', '1200', 'Vila Mariana', '04021001', -23.591, -46.631),
    },
  ],
  5100: [
    {
      name: 'Depósito Ipiranga (demonstração)',
      ...place('Rua Silva Bueno', '1500', 'Ipiranga', '04208001', -23.586, -46.606),
    },
    {
      name: 'Depósito Santo Amaro (demonstração)',
      ...place('Avenida das Nações Unidas', '18000', 'Santo Amaro', '04795100', -23.651, -46.72),
    },
  ],
};
