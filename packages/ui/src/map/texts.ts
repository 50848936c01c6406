/** pt-BR texts of the map view. */
export const MAP_TEXTS = {
  unavailable: 'Mapa indisponível neste navegador',
  loading: 'Carregando mapa',
  close: 'Fechar',
} as const;

/** maplibre's own control labels in pt-BR (its defaults are English). */
export const MAPLIBRE_LOCALE_PT_BR: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Mostrar ou ocultar atribuição',
  'AttributionControl.MapFeedback': 'Sugerir correção no mapa',
  'FullscreenControl.Enter': 'Tela cheia',
  'FullscreenControl.Exit': 'Sair da tela cheia',
  'GeolocateControl.FindMyLocation': 'Encontrar minha localização',
  'GeolocateControl.LocationNotAvailable': 'Localização indisponível',
  'LogoControl.Title': 'Logotipo do MapLibre',
  'Map.Title': 'Mapa',
  'Marker.Title': 'Marcador',
  'NavigationControl.ResetBearing': 'Arraste para girar o mapa, clique para voltar ao norte',
  'NavigationControl.ZoomIn': 'Aproximar',
  'NavigationControl.ZoomOut': 'Afastar',
  'Popup.Close': 'Fechar',
  'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + rolagem para aproximar o mapa',
  'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + rolagem para aproximar o mapa',
  'CooperativeGesturesHandler.MobileHelpText': 'Use dois dedos para mover o mapa',
};
