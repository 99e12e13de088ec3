/** From this period date on: 2 front-three and 2 last-three prizes; before it: 4 last-three, no front-three. */
export const GLO_ERA_2015 = '2015-09-01';
