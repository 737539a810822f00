/** What a clinician might type into the search box: first names, family names, parts of them, with and without accents. */
// prettier-ignore
export const SEARCH_TERMS = [
  'joão', 'joao', 'maria', 'ana clara', 'pedro', 'silva', 'santos', 'gonçalves', 'goncalves', 'conceição',
  'conceicao', 'souza', 'araujo', 'heloísa', 'heloisa', 'benício', 'cavalcanti', 'magalhães', 'luíza',
  'gabriel', 'helena', 'arthur', 'oliveira', 'ferreira', 'théo', 'lívia', 'davi', 'ícaro brandão', 'gonç',
  'mig', 'maria eduarda', 'falcão', 'antunes', 'ribeiro', 'valentina', 'murilo', 'xavier', 'lustosa',
]
