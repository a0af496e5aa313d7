import { Type } from 'typebox';

const FigureDto = Type.Object(
  {
    code: Type.String({ description: 'The search filter value that lists these companies.' }),
    label: Type.String(),
    count: Type.Integer({ minimum: 0 }),
  },
  { title: 'DirectoryFigureDto', description: 'How many listed companies have one value.' },
);

export const DirectoryFiguresDto = Type.Object(
  {
    companies: Type.Integer({ minimum: 0, description: 'Companies search lists to anyone (active ones).' }),
    byType: Type.Array(FigureDto, {
      description: 'Per business type (the `companyRoleIds` facet of search), most first.',
    }),
    byRegion: Type.Array(FigureDto, {
      description: 'Per top-level region (the `regionsIds` facet of search), most first.',
    }),
    updatedAt: Type.String({ format: 'date-time', description: 'When these figures were counted.' }),
  },
  { title: 'DirectoryFiguresDto', description: "The directory's own figures, as search counts them." },
);
