/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["familyInterrelationship.json"] = validate10;
const schema11 = {"$id":"familyInterrelationship.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"relationshipFather":{"type":"string","maxLength":4000,"title":"Relação com o pai"},"relationshipMother":{"type":"string","maxLength":4000,"title":"Relação com a mãe"},"relationshipSiblings":{"type":"string","maxLength":4000,"title":"Relação com os irmãos"},"relationshipOthers":{"type":"string","maxLength":4000,"title":"Relação com outros familiares e pessoas próximas"},"headOrientationToAdult":{"$ref":"#/$defs/yesNoSometimes","title":"Orienta a cabeça para o adulto quando chamado"},"smilesAtFamiliarPeople":{"$ref":"#/$defs/yesNoSometimes","title":"Sorri para pessoas conhecidas"},"smilesAtUnfamiliarPeople":{"$ref":"#/$defs/yesNoSometimes","title":"Sorri para pessoas desconhecidas"},"smilesInResponse":{"$ref":"#/$defs/yesNoSometimes","title":"Sorri em resposta quando alguém sorri para ela"},"facialExpressionVariation":{"$ref":"#/$defs/yesNoSometimes","title":"Varia as expressões faciais"},"emotionalExpressionContext":{"$ref":"#/$defs/yesNoSometimes","title":"Expressa emoções adequadas ao contexto"},"isAffectionate":{"$ref":"#/$defs/yesNoSometimes","title":"Demonstra afeto e carinho"},"sharesPleasure":{"$ref":"#/$defs/yesNoSometimes","title":"Compartilha o prazer com o outro (mostra o que gosta, olha e sorri)"},"caresAboutParents":{"$ref":"#/$defs/yesNoSometimes","title":"Demonstra preocupação com os pais (ex.: quando se machucam ou estão tristes)"},"jointAttentionPointing":{"$ref":"#/$defs/yesNoSometimes","title":"Aponta para compartilhar interesse (atenção compartilhada)"},"commentsGesturesOrSpeech":{"$ref":"#/$defs/yesNoSometimes","title":"Comenta o que vê ou faz por meio de gestos ou fala"},"followsPointing":{"$ref":"#/$defs/yesNoSometimes","title":"Segue com o olhar quando alguém aponta"},"respondsToPlayInvitation":{"$ref":"#/$defs/yesNoSometimes","title":"Responde quando outras crianças a convidam para brincar"},"initiatesWithChildren":{"$ref":"#/$defs/yesNoSometimes","title":"Toma a iniciativa de interagir com outras crianças"},"respondsButNoInitiative":{"$ref":"#/$defs/yesNoSometimes","title":"Responde às outras crianças, mas não toma a iniciativa"},"anxiousWithChildren":{"$ref":"#/$defs/yesNoSometimes","title":"Demonstra ansiedade na presença de outras crianças"},"stereotypedPlayOnly":{"$ref":"#/$defs/yesNoSometimes","title":"Com outras crianças, brinca apenas de forma estereotipada"},"prefersPairPlay":{"$ref":"#/$defs/yesNoSometimes","title":"Prefere brincar em dupla (com uma criança de cada vez)"},"anxiousWithStrangers":{"$ref":"#/$defs/yesNoSometimes","title":"Demonstra ansiedade com pessoas desconhecidas"},"avoidsStrangerContact":{"$ref":"#/$defs/yesNoSometimes","title":"Evita contato com pessoas desconhecidas"},"persistentAggression":{"$ref":"#/$defs/yesNoSometimes","title":"Apresenta agressividade persistente"},"excessiveDisinhibition":{"$ref":"#/$defs/yesNoSometimes","title":"Apresenta desinibição excessiva (aproxima-se de estranhos sem receio)"},"contextualBehaviorVariation":{"$ref":"#/$defs/yesNoSometimes","title":"O comportamento muda conforme o ambiente (casa, escola, lugares novos)"},"worriesWhenApart":{"$ref":"#/$defs/yesNoSometimes","title":"Demonstra preocupação ao se separar dos pais"},"smilesAtParentsReturn":{"$ref":"#/$defs/yesNoSometimes","title":"Sorri ou se alegra com o retorno dos pais"},"asksParentsForHelp":{"$ref":"#/$defs/yesNoSometimes","title":"Pede ajuda aos pais"},"checksParentsInNewPlaces":{"$ref":"#/$defs/yesNoSometimes","title":"Procura os pais com o olhar em lugares novos"},"schoolAdaptation":{"type":"string","maxLength":4000,"title":"Adaptação escolar"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}},"$defs":{"yesNoSometimes":{"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"ocasionalmente","title":"Ocasionalmente"}]}}};
const schema12 = {"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"ocasionalmente","title":"Ocasionalmente"}]};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="familyInterrelationship.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.relationshipFather !== undefined){
let data0 = data.relationshipFather;
if(typeof data0 === "string"){
if(func3(data0) > 4000){
const err1 = {instancePath:instancePath+"/relationshipFather",schemaPath:"#/properties/relationshipFather/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.relationshipFather,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/relationshipFather",schemaPath:"#/properties/relationshipFather/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.relationshipFather.type,parentSchema:schema11.properties.relationshipFather,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.relationshipMother !== undefined){
let data1 = data.relationshipMother;
if(typeof data1 === "string"){
if(func3(data1) > 4000){
const err3 = {instancePath:instancePath+"/relationshipMother",schemaPath:"#/properties/relationshipMother/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.relationshipMother,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/relationshipMother",schemaPath:"#/properties/relationshipMother/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.relationshipMother.type,parentSchema:schema11.properties.relationshipMother,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.relationshipSiblings !== undefined){
let data2 = data.relationshipSiblings;
if(typeof data2 === "string"){
if(func3(data2) > 4000){
const err5 = {instancePath:instancePath+"/relationshipSiblings",schemaPath:"#/properties/relationshipSiblings/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.relationshipSiblings,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/relationshipSiblings",schemaPath:"#/properties/relationshipSiblings/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.relationshipSiblings.type,parentSchema:schema11.properties.relationshipSiblings,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.relationshipOthers !== undefined){
let data3 = data.relationshipOthers;
if(typeof data3 === "string"){
if(func3(data3) > 4000){
const err7 = {instancePath:instancePath+"/relationshipOthers",schemaPath:"#/properties/relationshipOthers/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.relationshipOthers,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/relationshipOthers",schemaPath:"#/properties/relationshipOthers/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.relationshipOthers.type,parentSchema:schema11.properties.relationshipOthers,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.headOrientationToAdult !== undefined){
let data4 = data.headOrientationToAdult;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/headOrientationToAdult",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs13 = errors;
let valid2 = false;
let passing0 = null;
const _errs14 = errors;
if("sim" !== data4){
const err10 = {instancePath:instancePath+"/headOrientationToAdult",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs15 = errors;
if("nao" !== data4){
const err11 = {instancePath:instancePath+"/headOrientationToAdult",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
const _errs16 = errors;
if("ocasionalmente" !== data4){
const err12 = {instancePath:instancePath+"/headOrientationToAdult",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid2 = true;
passing0 = 2;
}
}
}
if(!valid2){
const err13 = {instancePath:instancePath+"/headOrientationToAdult",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.smilesAtFamiliarPeople !== undefined){
let data5 = data.smilesAtFamiliarPeople;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/smilesAtFamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs20 = errors;
let valid4 = false;
let passing1 = null;
const _errs21 = errors;
if("sim" !== data5){
const err15 = {instancePath:instancePath+"/smilesAtFamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs22 = errors;
if("nao" !== data5){
const err16 = {instancePath:instancePath+"/smilesAtFamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
const _errs23 = errors;
if("ocasionalmente" !== data5){
const err17 = {instancePath:instancePath+"/smilesAtFamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid4 = true;
passing1 = 2;
}
}
}
if(!valid4){
const err18 = {instancePath:instancePath+"/smilesAtFamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.smilesAtUnfamiliarPeople !== undefined){
let data6 = data.smilesAtUnfamiliarPeople;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/smilesAtUnfamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs27 = errors;
let valid6 = false;
let passing2 = null;
const _errs28 = errors;
if("sim" !== data6){
const err20 = {instancePath:instancePath+"/smilesAtUnfamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2){
valid6 = true;
passing2 = 0;
}
const _errs29 = errors;
if("nao" !== data6){
const err21 = {instancePath:instancePath+"/smilesAtUnfamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid6 = true;
passing2 = 1;
}
const _errs30 = errors;
if("ocasionalmente" !== data6){
const err22 = {instancePath:instancePath+"/smilesAtUnfamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs30 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid6 = true;
passing2 = 2;
}
}
}
if(!valid6){
const err23 = {instancePath:instancePath+"/smilesAtUnfamiliarPeople",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
if(data.smilesInResponse !== undefined){
let data7 = data.smilesInResponse;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/smilesInResponse",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs34 = errors;
let valid8 = false;
let passing3 = null;
const _errs35 = errors;
if("sim" !== data7){
const err25 = {instancePath:instancePath+"/smilesInResponse",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs35 === errors;
if(_valid3){
valid8 = true;
passing3 = 0;
}
const _errs36 = errors;
if("nao" !== data7){
const err26 = {instancePath:instancePath+"/smilesInResponse",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs36 === errors;
if(_valid3 && valid8){
valid8 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid8 = true;
passing3 = 1;
}
const _errs37 = errors;
if("ocasionalmente" !== data7){
const err27 = {instancePath:instancePath+"/smilesInResponse",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs37 === errors;
if(_valid3 && valid8){
valid8 = false;
passing3 = [passing3, 2];
}
else {
if(_valid3){
valid8 = true;
passing3 = 2;
}
}
}
if(!valid8){
const err28 = {instancePath:instancePath+"/smilesInResponse",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.facialExpressionVariation !== undefined){
let data8 = data.facialExpressionVariation;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/facialExpressionVariation",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs41 = errors;
let valid10 = false;
let passing4 = null;
const _errs42 = errors;
if("sim" !== data8){
const err30 = {instancePath:instancePath+"/facialExpressionVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid4 = _errs42 === errors;
if(_valid4){
valid10 = true;
passing4 = 0;
}
const _errs43 = errors;
if("nao" !== data8){
const err31 = {instancePath:instancePath+"/facialExpressionVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid4 = _errs43 === errors;
if(_valid4 && valid10){
valid10 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid10 = true;
passing4 = 1;
}
const _errs44 = errors;
if("ocasionalmente" !== data8){
const err32 = {instancePath:instancePath+"/facialExpressionVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid4 = _errs44 === errors;
if(_valid4 && valid10){
valid10 = false;
passing4 = [passing4, 2];
}
else {
if(_valid4){
valid10 = true;
passing4 = 2;
}
}
}
if(!valid10){
const err33 = {instancePath:instancePath+"/facialExpressionVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data.emotionalExpressionContext !== undefined){
let data9 = data.emotionalExpressionContext;
if(typeof data9 !== "string"){
const err34 = {instancePath:instancePath+"/emotionalExpressionContext",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs48 = errors;
let valid12 = false;
let passing5 = null;
const _errs49 = errors;
if("sim" !== data9){
const err35 = {instancePath:instancePath+"/emotionalExpressionContext",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid5 = _errs49 === errors;
if(_valid5){
valid12 = true;
passing5 = 0;
}
const _errs50 = errors;
if("nao" !== data9){
const err36 = {instancePath:instancePath+"/emotionalExpressionContext",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid5 = _errs50 === errors;
if(_valid5 && valid12){
valid12 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid12 = true;
passing5 = 1;
}
const _errs51 = errors;
if("ocasionalmente" !== data9){
const err37 = {instancePath:instancePath+"/emotionalExpressionContext",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data9};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid5 = _errs51 === errors;
if(_valid5 && valid12){
valid12 = false;
passing5 = [passing5, 2];
}
else {
if(_valid5){
valid12 = true;
passing5 = 2;
}
}
}
if(!valid12){
const err38 = {instancePath:instancePath+"/emotionalExpressionContext",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data.isAffectionate !== undefined){
let data10 = data.isAffectionate;
if(typeof data10 !== "string"){
const err39 = {instancePath:instancePath+"/isAffectionate",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs55 = errors;
let valid14 = false;
let passing6 = null;
const _errs56 = errors;
if("sim" !== data10){
const err40 = {instancePath:instancePath+"/isAffectionate",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid6 = _errs56 === errors;
if(_valid6){
valid14 = true;
passing6 = 0;
}
const _errs57 = errors;
if("nao" !== data10){
const err41 = {instancePath:instancePath+"/isAffectionate",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid6 = _errs57 === errors;
if(_valid6 && valid14){
valid14 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid14 = true;
passing6 = 1;
}
const _errs58 = errors;
if("ocasionalmente" !== data10){
const err42 = {instancePath:instancePath+"/isAffectionate",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid6 = _errs58 === errors;
if(_valid6 && valid14){
valid14 = false;
passing6 = [passing6, 2];
}
else {
if(_valid6){
valid14 = true;
passing6 = 2;
}
}
}
if(!valid14){
const err43 = {instancePath:instancePath+"/isAffectionate",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
}
if(data.sharesPleasure !== undefined){
let data11 = data.sharesPleasure;
if(typeof data11 !== "string"){
const err44 = {instancePath:instancePath+"/sharesPleasure",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data11};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs62 = errors;
let valid16 = false;
let passing7 = null;
const _errs63 = errors;
if("sim" !== data11){
const err45 = {instancePath:instancePath+"/sharesPleasure",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid7 = _errs63 === errors;
if(_valid7){
valid16 = true;
passing7 = 0;
}
const _errs64 = errors;
if("nao" !== data11){
const err46 = {instancePath:instancePath+"/sharesPleasure",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid7 = _errs64 === errors;
if(_valid7 && valid16){
valid16 = false;
passing7 = [passing7, 1];
}
else {
if(_valid7){
valid16 = true;
passing7 = 1;
}
const _errs65 = errors;
if("ocasionalmente" !== data11){
const err47 = {instancePath:instancePath+"/sharesPleasure",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data11};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid7 = _errs65 === errors;
if(_valid7 && valid16){
valid16 = false;
passing7 = [passing7, 2];
}
else {
if(_valid7){
valid16 = true;
passing7 = 2;
}
}
}
if(!valid16){
const err48 = {instancePath:instancePath+"/sharesPleasure",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data11};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
if(data.caresAboutParents !== undefined){
let data12 = data.caresAboutParents;
if(typeof data12 !== "string"){
const err49 = {instancePath:instancePath+"/caresAboutParents",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data12};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const _errs69 = errors;
let valid18 = false;
let passing8 = null;
const _errs70 = errors;
if("sim" !== data12){
const err50 = {instancePath:instancePath+"/caresAboutParents",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data12};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid8 = _errs70 === errors;
if(_valid8){
valid18 = true;
passing8 = 0;
}
const _errs71 = errors;
if("nao" !== data12){
const err51 = {instancePath:instancePath+"/caresAboutParents",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid8 = _errs71 === errors;
if(_valid8 && valid18){
valid18 = false;
passing8 = [passing8, 1];
}
else {
if(_valid8){
valid18 = true;
passing8 = 1;
}
const _errs72 = errors;
if("ocasionalmente" !== data12){
const err52 = {instancePath:instancePath+"/caresAboutParents",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data12};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid8 = _errs72 === errors;
if(_valid8 && valid18){
valid18 = false;
passing8 = [passing8, 2];
}
else {
if(_valid8){
valid18 = true;
passing8 = 2;
}
}
}
if(!valid18){
const err53 = {instancePath:instancePath+"/caresAboutParents",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing8},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data12};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data.jointAttentionPointing !== undefined){
let data13 = data.jointAttentionPointing;
if(typeof data13 !== "string"){
const err54 = {instancePath:instancePath+"/jointAttentionPointing",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs76 = errors;
let valid20 = false;
let passing9 = null;
const _errs77 = errors;
if("sim" !== data13){
const err55 = {instancePath:instancePath+"/jointAttentionPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data13};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid9 = _errs77 === errors;
if(_valid9){
valid20 = true;
passing9 = 0;
}
const _errs78 = errors;
if("nao" !== data13){
const err56 = {instancePath:instancePath+"/jointAttentionPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data13};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid9 = _errs78 === errors;
if(_valid9 && valid20){
valid20 = false;
passing9 = [passing9, 1];
}
else {
if(_valid9){
valid20 = true;
passing9 = 1;
}
const _errs79 = errors;
if("ocasionalmente" !== data13){
const err57 = {instancePath:instancePath+"/jointAttentionPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data13};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid9 = _errs79 === errors;
if(_valid9 && valid20){
valid20 = false;
passing9 = [passing9, 2];
}
else {
if(_valid9){
valid20 = true;
passing9 = 2;
}
}
}
if(!valid20){
const err58 = {instancePath:instancePath+"/jointAttentionPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing9},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data.commentsGesturesOrSpeech !== undefined){
let data14 = data.commentsGesturesOrSpeech;
if(typeof data14 !== "string"){
const err59 = {instancePath:instancePath+"/commentsGesturesOrSpeech",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data14};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const _errs83 = errors;
let valid22 = false;
let passing10 = null;
const _errs84 = errors;
if("sim" !== data14){
const err60 = {instancePath:instancePath+"/commentsGesturesOrSpeech",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid10 = _errs84 === errors;
if(_valid10){
valid22 = true;
passing10 = 0;
}
const _errs85 = errors;
if("nao" !== data14){
const err61 = {instancePath:instancePath+"/commentsGesturesOrSpeech",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid10 = _errs85 === errors;
if(_valid10 && valid22){
valid22 = false;
passing10 = [passing10, 1];
}
else {
if(_valid10){
valid22 = true;
passing10 = 1;
}
const _errs86 = errors;
if("ocasionalmente" !== data14){
const err62 = {instancePath:instancePath+"/commentsGesturesOrSpeech",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid10 = _errs86 === errors;
if(_valid10 && valid22){
valid22 = false;
passing10 = [passing10, 2];
}
else {
if(_valid10){
valid22 = true;
passing10 = 2;
}
}
}
if(!valid22){
const err63 = {instancePath:instancePath+"/commentsGesturesOrSpeech",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing10},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data14};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
errors = _errs83;
if(vErrors !== null){
if(_errs83){
vErrors.length = _errs83;
}
else {
vErrors = null;
}
}
}
}
if(data.followsPointing !== undefined){
let data15 = data.followsPointing;
if(typeof data15 !== "string"){
const err64 = {instancePath:instancePath+"/followsPointing",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data15};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const _errs90 = errors;
let valid24 = false;
let passing11 = null;
const _errs91 = errors;
if("sim" !== data15){
const err65 = {instancePath:instancePath+"/followsPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data15};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid11 = _errs91 === errors;
if(_valid11){
valid24 = true;
passing11 = 0;
}
const _errs92 = errors;
if("nao" !== data15){
const err66 = {instancePath:instancePath+"/followsPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data15};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid11 = _errs92 === errors;
if(_valid11 && valid24){
valid24 = false;
passing11 = [passing11, 1];
}
else {
if(_valid11){
valid24 = true;
passing11 = 1;
}
const _errs93 = errors;
if("ocasionalmente" !== data15){
const err67 = {instancePath:instancePath+"/followsPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data15};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid11 = _errs93 === errors;
if(_valid11 && valid24){
valid24 = false;
passing11 = [passing11, 2];
}
else {
if(_valid11){
valid24 = true;
passing11 = 2;
}
}
}
if(!valid24){
const err68 = {instancePath:instancePath+"/followsPointing",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing11},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data15};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs90;
if(vErrors !== null){
if(_errs90){
vErrors.length = _errs90;
}
else {
vErrors = null;
}
}
}
}
if(data.respondsToPlayInvitation !== undefined){
let data16 = data.respondsToPlayInvitation;
if(typeof data16 !== "string"){
const err69 = {instancePath:instancePath+"/respondsToPlayInvitation",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs97 = errors;
let valid26 = false;
let passing12 = null;
const _errs98 = errors;
if("sim" !== data16){
const err70 = {instancePath:instancePath+"/respondsToPlayInvitation",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data16};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid12 = _errs98 === errors;
if(_valid12){
valid26 = true;
passing12 = 0;
}
const _errs99 = errors;
if("nao" !== data16){
const err71 = {instancePath:instancePath+"/respondsToPlayInvitation",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data16};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid12 = _errs99 === errors;
if(_valid12 && valid26){
valid26 = false;
passing12 = [passing12, 1];
}
else {
if(_valid12){
valid26 = true;
passing12 = 1;
}
const _errs100 = errors;
if("ocasionalmente" !== data16){
const err72 = {instancePath:instancePath+"/respondsToPlayInvitation",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data16};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid12 = _errs100 === errors;
if(_valid12 && valid26){
valid26 = false;
passing12 = [passing12, 2];
}
else {
if(_valid12){
valid26 = true;
passing12 = 2;
}
}
}
if(!valid26){
const err73 = {instancePath:instancePath+"/respondsToPlayInvitation",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing12},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs97;
if(vErrors !== null){
if(_errs97){
vErrors.length = _errs97;
}
else {
vErrors = null;
}
}
}
}
if(data.initiatesWithChildren !== undefined){
let data17 = data.initiatesWithChildren;
if(typeof data17 !== "string"){
const err74 = {instancePath:instancePath+"/initiatesWithChildren",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data17};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const _errs104 = errors;
let valid28 = false;
let passing13 = null;
const _errs105 = errors;
if("sim" !== data17){
const err75 = {instancePath:instancePath+"/initiatesWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data17};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid13 = _errs105 === errors;
if(_valid13){
valid28 = true;
passing13 = 0;
}
const _errs106 = errors;
if("nao" !== data17){
const err76 = {instancePath:instancePath+"/initiatesWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data17};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid13 = _errs106 === errors;
if(_valid13 && valid28){
valid28 = false;
passing13 = [passing13, 1];
}
else {
if(_valid13){
valid28 = true;
passing13 = 1;
}
const _errs107 = errors;
if("ocasionalmente" !== data17){
const err77 = {instancePath:instancePath+"/initiatesWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data17};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid13 = _errs107 === errors;
if(_valid13 && valid28){
valid28 = false;
passing13 = [passing13, 2];
}
else {
if(_valid13){
valid28 = true;
passing13 = 2;
}
}
}
if(!valid28){
const err78 = {instancePath:instancePath+"/initiatesWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing13},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data17};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
}
}
if(data.respondsButNoInitiative !== undefined){
let data18 = data.respondsButNoInitiative;
if(typeof data18 !== "string"){
const err79 = {instancePath:instancePath+"/respondsButNoInitiative",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data18};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
const _errs111 = errors;
let valid30 = false;
let passing14 = null;
const _errs112 = errors;
if("sim" !== data18){
const err80 = {instancePath:instancePath+"/respondsButNoInitiative",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data18};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid14 = _errs112 === errors;
if(_valid14){
valid30 = true;
passing14 = 0;
}
const _errs113 = errors;
if("nao" !== data18){
const err81 = {instancePath:instancePath+"/respondsButNoInitiative",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data18};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid14 = _errs113 === errors;
if(_valid14 && valid30){
valid30 = false;
passing14 = [passing14, 1];
}
else {
if(_valid14){
valid30 = true;
passing14 = 1;
}
const _errs114 = errors;
if("ocasionalmente" !== data18){
const err82 = {instancePath:instancePath+"/respondsButNoInitiative",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data18};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid14 = _errs114 === errors;
if(_valid14 && valid30){
valid30 = false;
passing14 = [passing14, 2];
}
else {
if(_valid14){
valid30 = true;
passing14 = 2;
}
}
}
if(!valid30){
const err83 = {instancePath:instancePath+"/respondsButNoInitiative",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing14},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data18};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
if(data.anxiousWithChildren !== undefined){
let data19 = data.anxiousWithChildren;
if(typeof data19 !== "string"){
const err84 = {instancePath:instancePath+"/anxiousWithChildren",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
const _errs118 = errors;
let valid32 = false;
let passing15 = null;
const _errs119 = errors;
if("sim" !== data19){
const err85 = {instancePath:instancePath+"/anxiousWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data19};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid15 = _errs119 === errors;
if(_valid15){
valid32 = true;
passing15 = 0;
}
const _errs120 = errors;
if("nao" !== data19){
const err86 = {instancePath:instancePath+"/anxiousWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data19};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid15 = _errs120 === errors;
if(_valid15 && valid32){
valid32 = false;
passing15 = [passing15, 1];
}
else {
if(_valid15){
valid32 = true;
passing15 = 1;
}
const _errs121 = errors;
if("ocasionalmente" !== data19){
const err87 = {instancePath:instancePath+"/anxiousWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data19};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid15 = _errs121 === errors;
if(_valid15 && valid32){
valid32 = false;
passing15 = [passing15, 2];
}
else {
if(_valid15){
valid32 = true;
passing15 = 2;
}
}
}
if(!valid32){
const err88 = {instancePath:instancePath+"/anxiousWithChildren",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing15},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
}
}
if(data.stereotypedPlayOnly !== undefined){
let data20 = data.stereotypedPlayOnly;
if(typeof data20 !== "string"){
const err89 = {instancePath:instancePath+"/stereotypedPlayOnly",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data20};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
const _errs125 = errors;
let valid34 = false;
let passing16 = null;
const _errs126 = errors;
if("sim" !== data20){
const err90 = {instancePath:instancePath+"/stereotypedPlayOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data20};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid16 = _errs126 === errors;
if(_valid16){
valid34 = true;
passing16 = 0;
}
const _errs127 = errors;
if("nao" !== data20){
const err91 = {instancePath:instancePath+"/stereotypedPlayOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data20};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid16 = _errs127 === errors;
if(_valid16 && valid34){
valid34 = false;
passing16 = [passing16, 1];
}
else {
if(_valid16){
valid34 = true;
passing16 = 1;
}
const _errs128 = errors;
if("ocasionalmente" !== data20){
const err92 = {instancePath:instancePath+"/stereotypedPlayOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data20};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid16 = _errs128 === errors;
if(_valid16 && valid34){
valid34 = false;
passing16 = [passing16, 2];
}
else {
if(_valid16){
valid34 = true;
passing16 = 2;
}
}
}
if(!valid34){
const err93 = {instancePath:instancePath+"/stereotypedPlayOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing16},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data20};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
}
}
if(data.prefersPairPlay !== undefined){
let data21 = data.prefersPairPlay;
if(typeof data21 !== "string"){
const err94 = {instancePath:instancePath+"/prefersPairPlay",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data21};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
const _errs132 = errors;
let valid36 = false;
let passing17 = null;
const _errs133 = errors;
if("sim" !== data21){
const err95 = {instancePath:instancePath+"/prefersPairPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data21};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid17 = _errs133 === errors;
if(_valid17){
valid36 = true;
passing17 = 0;
}
const _errs134 = errors;
if("nao" !== data21){
const err96 = {instancePath:instancePath+"/prefersPairPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data21};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid17 = _errs134 === errors;
if(_valid17 && valid36){
valid36 = false;
passing17 = [passing17, 1];
}
else {
if(_valid17){
valid36 = true;
passing17 = 1;
}
const _errs135 = errors;
if("ocasionalmente" !== data21){
const err97 = {instancePath:instancePath+"/prefersPairPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data21};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid17 = _errs135 === errors;
if(_valid17 && valid36){
valid36 = false;
passing17 = [passing17, 2];
}
else {
if(_valid17){
valid36 = true;
passing17 = 2;
}
}
}
if(!valid36){
const err98 = {instancePath:instancePath+"/prefersPairPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing17},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data21};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
else {
errors = _errs132;
if(vErrors !== null){
if(_errs132){
vErrors.length = _errs132;
}
else {
vErrors = null;
}
}
}
}
if(data.anxiousWithStrangers !== undefined){
let data22 = data.anxiousWithStrangers;
if(typeof data22 !== "string"){
const err99 = {instancePath:instancePath+"/anxiousWithStrangers",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data22};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
const _errs139 = errors;
let valid38 = false;
let passing18 = null;
const _errs140 = errors;
if("sim" !== data22){
const err100 = {instancePath:instancePath+"/anxiousWithStrangers",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data22};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid18 = _errs140 === errors;
if(_valid18){
valid38 = true;
passing18 = 0;
}
const _errs141 = errors;
if("nao" !== data22){
const err101 = {instancePath:instancePath+"/anxiousWithStrangers",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data22};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid18 = _errs141 === errors;
if(_valid18 && valid38){
valid38 = false;
passing18 = [passing18, 1];
}
else {
if(_valid18){
valid38 = true;
passing18 = 1;
}
const _errs142 = errors;
if("ocasionalmente" !== data22){
const err102 = {instancePath:instancePath+"/anxiousWithStrangers",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data22};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid18 = _errs142 === errors;
if(_valid18 && valid38){
valid38 = false;
passing18 = [passing18, 2];
}
else {
if(_valid18){
valid38 = true;
passing18 = 2;
}
}
}
if(!valid38){
const err103 = {instancePath:instancePath+"/anxiousWithStrangers",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing18},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data22};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs139;
if(vErrors !== null){
if(_errs139){
vErrors.length = _errs139;
}
else {
vErrors = null;
}
}
}
}
if(data.avoidsStrangerContact !== undefined){
let data23 = data.avoidsStrangerContact;
if(typeof data23 !== "string"){
const err104 = {instancePath:instancePath+"/avoidsStrangerContact",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data23};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
const _errs146 = errors;
let valid40 = false;
let passing19 = null;
const _errs147 = errors;
if("sim" !== data23){
const err105 = {instancePath:instancePath+"/avoidsStrangerContact",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data23};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid19 = _errs147 === errors;
if(_valid19){
valid40 = true;
passing19 = 0;
}
const _errs148 = errors;
if("nao" !== data23){
const err106 = {instancePath:instancePath+"/avoidsStrangerContact",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data23};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid19 = _errs148 === errors;
if(_valid19 && valid40){
valid40 = false;
passing19 = [passing19, 1];
}
else {
if(_valid19){
valid40 = true;
passing19 = 1;
}
const _errs149 = errors;
if("ocasionalmente" !== data23){
const err107 = {instancePath:instancePath+"/avoidsStrangerContact",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data23};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid19 = _errs149 === errors;
if(_valid19 && valid40){
valid40 = false;
passing19 = [passing19, 2];
}
else {
if(_valid19){
valid40 = true;
passing19 = 2;
}
}
}
if(!valid40){
const err108 = {instancePath:instancePath+"/avoidsStrangerContact",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing19},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data23};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
else {
errors = _errs146;
if(vErrors !== null){
if(_errs146){
vErrors.length = _errs146;
}
else {
vErrors = null;
}
}
}
}
if(data.persistentAggression !== undefined){
let data24 = data.persistentAggression;
if(typeof data24 !== "string"){
const err109 = {instancePath:instancePath+"/persistentAggression",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data24};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
const _errs153 = errors;
let valid42 = false;
let passing20 = null;
const _errs154 = errors;
if("sim" !== data24){
const err110 = {instancePath:instancePath+"/persistentAggression",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data24};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid20 = _errs154 === errors;
if(_valid20){
valid42 = true;
passing20 = 0;
}
const _errs155 = errors;
if("nao" !== data24){
const err111 = {instancePath:instancePath+"/persistentAggression",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data24};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid20 = _errs155 === errors;
if(_valid20 && valid42){
valid42 = false;
passing20 = [passing20, 1];
}
else {
if(_valid20){
valid42 = true;
passing20 = 1;
}
const _errs156 = errors;
if("ocasionalmente" !== data24){
const err112 = {instancePath:instancePath+"/persistentAggression",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data24};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid20 = _errs156 === errors;
if(_valid20 && valid42){
valid42 = false;
passing20 = [passing20, 2];
}
else {
if(_valid20){
valid42 = true;
passing20 = 2;
}
}
}
if(!valid42){
const err113 = {instancePath:instancePath+"/persistentAggression",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing20},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data24};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
}
if(data.excessiveDisinhibition !== undefined){
let data25 = data.excessiveDisinhibition;
if(typeof data25 !== "string"){
const err114 = {instancePath:instancePath+"/excessiveDisinhibition",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
const _errs160 = errors;
let valid44 = false;
let passing21 = null;
const _errs161 = errors;
if("sim" !== data25){
const err115 = {instancePath:instancePath+"/excessiveDisinhibition",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data25};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var _valid21 = _errs161 === errors;
if(_valid21){
valid44 = true;
passing21 = 0;
}
const _errs162 = errors;
if("nao" !== data25){
const err116 = {instancePath:instancePath+"/excessiveDisinhibition",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data25};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid21 = _errs162 === errors;
if(_valid21 && valid44){
valid44 = false;
passing21 = [passing21, 1];
}
else {
if(_valid21){
valid44 = true;
passing21 = 1;
}
const _errs163 = errors;
if("ocasionalmente" !== data25){
const err117 = {instancePath:instancePath+"/excessiveDisinhibition",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data25};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid21 = _errs163 === errors;
if(_valid21 && valid44){
valid44 = false;
passing21 = [passing21, 2];
}
else {
if(_valid21){
valid44 = true;
passing21 = 2;
}
}
}
if(!valid44){
const err118 = {instancePath:instancePath+"/excessiveDisinhibition",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing21},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
else {
errors = _errs160;
if(vErrors !== null){
if(_errs160){
vErrors.length = _errs160;
}
else {
vErrors = null;
}
}
}
}
if(data.contextualBehaviorVariation !== undefined){
let data26 = data.contextualBehaviorVariation;
if(typeof data26 !== "string"){
const err119 = {instancePath:instancePath+"/contextualBehaviorVariation",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data26};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
const _errs167 = errors;
let valid46 = false;
let passing22 = null;
const _errs168 = errors;
if("sim" !== data26){
const err120 = {instancePath:instancePath+"/contextualBehaviorVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data26};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid22 = _errs168 === errors;
if(_valid22){
valid46 = true;
passing22 = 0;
}
const _errs169 = errors;
if("nao" !== data26){
const err121 = {instancePath:instancePath+"/contextualBehaviorVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data26};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid22 = _errs169 === errors;
if(_valid22 && valid46){
valid46 = false;
passing22 = [passing22, 1];
}
else {
if(_valid22){
valid46 = true;
passing22 = 1;
}
const _errs170 = errors;
if("ocasionalmente" !== data26){
const err122 = {instancePath:instancePath+"/contextualBehaviorVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data26};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid22 = _errs170 === errors;
if(_valid22 && valid46){
valid46 = false;
passing22 = [passing22, 2];
}
else {
if(_valid22){
valid46 = true;
passing22 = 2;
}
}
}
if(!valid46){
const err123 = {instancePath:instancePath+"/contextualBehaviorVariation",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing22},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data26};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
}
}
if(data.worriesWhenApart !== undefined){
let data27 = data.worriesWhenApart;
if(typeof data27 !== "string"){
const err124 = {instancePath:instancePath+"/worriesWhenApart",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data27};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
const _errs174 = errors;
let valid48 = false;
let passing23 = null;
const _errs175 = errors;
if("sim" !== data27){
const err125 = {instancePath:instancePath+"/worriesWhenApart",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data27};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid23 = _errs175 === errors;
if(_valid23){
valid48 = true;
passing23 = 0;
}
const _errs176 = errors;
if("nao" !== data27){
const err126 = {instancePath:instancePath+"/worriesWhenApart",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data27};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid23 = _errs176 === errors;
if(_valid23 && valid48){
valid48 = false;
passing23 = [passing23, 1];
}
else {
if(_valid23){
valid48 = true;
passing23 = 1;
}
const _errs177 = errors;
if("ocasionalmente" !== data27){
const err127 = {instancePath:instancePath+"/worriesWhenApart",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data27};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid23 = _errs177 === errors;
if(_valid23 && valid48){
valid48 = false;
passing23 = [passing23, 2];
}
else {
if(_valid23){
valid48 = true;
passing23 = 2;
}
}
}
if(!valid48){
const err128 = {instancePath:instancePath+"/worriesWhenApart",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing23},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data27};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs174;
if(vErrors !== null){
if(_errs174){
vErrors.length = _errs174;
}
else {
vErrors = null;
}
}
}
}
if(data.smilesAtParentsReturn !== undefined){
let data28 = data.smilesAtParentsReturn;
if(typeof data28 !== "string"){
const err129 = {instancePath:instancePath+"/smilesAtParentsReturn",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data28};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
const _errs181 = errors;
let valid50 = false;
let passing24 = null;
const _errs182 = errors;
if("sim" !== data28){
const err130 = {instancePath:instancePath+"/smilesAtParentsReturn",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data28};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid24 = _errs182 === errors;
if(_valid24){
valid50 = true;
passing24 = 0;
}
const _errs183 = errors;
if("nao" !== data28){
const err131 = {instancePath:instancePath+"/smilesAtParentsReturn",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data28};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var _valid24 = _errs183 === errors;
if(_valid24 && valid50){
valid50 = false;
passing24 = [passing24, 1];
}
else {
if(_valid24){
valid50 = true;
passing24 = 1;
}
const _errs184 = errors;
if("ocasionalmente" !== data28){
const err132 = {instancePath:instancePath+"/smilesAtParentsReturn",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data28};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid24 = _errs184 === errors;
if(_valid24 && valid50){
valid50 = false;
passing24 = [passing24, 2];
}
else {
if(_valid24){
valid50 = true;
passing24 = 2;
}
}
}
if(!valid50){
const err133 = {instancePath:instancePath+"/smilesAtParentsReturn",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing24},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data28};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
}
if(data.asksParentsForHelp !== undefined){
let data29 = data.asksParentsForHelp;
if(typeof data29 !== "string"){
const err134 = {instancePath:instancePath+"/asksParentsForHelp",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
const _errs188 = errors;
let valid52 = false;
let passing25 = null;
const _errs189 = errors;
if("sim" !== data29){
const err135 = {instancePath:instancePath+"/asksParentsForHelp",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data29};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var _valid25 = _errs189 === errors;
if(_valid25){
valid52 = true;
passing25 = 0;
}
const _errs190 = errors;
if("nao" !== data29){
const err136 = {instancePath:instancePath+"/asksParentsForHelp",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data29};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid25 = _errs190 === errors;
if(_valid25 && valid52){
valid52 = false;
passing25 = [passing25, 1];
}
else {
if(_valid25){
valid52 = true;
passing25 = 1;
}
const _errs191 = errors;
if("ocasionalmente" !== data29){
const err137 = {instancePath:instancePath+"/asksParentsForHelp",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data29};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var _valid25 = _errs191 === errors;
if(_valid25 && valid52){
valid52 = false;
passing25 = [passing25, 2];
}
else {
if(_valid25){
valid52 = true;
passing25 = 2;
}
}
}
if(!valid52){
const err138 = {instancePath:instancePath+"/asksParentsForHelp",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing25},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
else {
errors = _errs188;
if(vErrors !== null){
if(_errs188){
vErrors.length = _errs188;
}
else {
vErrors = null;
}
}
}
}
if(data.checksParentsInNewPlaces !== undefined){
let data30 = data.checksParentsInNewPlaces;
if(typeof data30 !== "string"){
const err139 = {instancePath:instancePath+"/checksParentsInNewPlaces",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data30};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
const _errs195 = errors;
let valid54 = false;
let passing26 = null;
const _errs196 = errors;
if("sim" !== data30){
const err140 = {instancePath:instancePath+"/checksParentsInNewPlaces",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data30};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid26 = _errs196 === errors;
if(_valid26){
valid54 = true;
passing26 = 0;
}
const _errs197 = errors;
if("nao" !== data30){
const err141 = {instancePath:instancePath+"/checksParentsInNewPlaces",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data30};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
var _valid26 = _errs197 === errors;
if(_valid26 && valid54){
valid54 = false;
passing26 = [passing26, 1];
}
else {
if(_valid26){
valid54 = true;
passing26 = 1;
}
const _errs198 = errors;
if("ocasionalmente" !== data30){
const err142 = {instancePath:instancePath+"/checksParentsInNewPlaces",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data30};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid26 = _errs198 === errors;
if(_valid26 && valid54){
valid54 = false;
passing26 = [passing26, 2];
}
else {
if(_valid26){
valid54 = true;
passing26 = 2;
}
}
}
if(!valid54){
const err143 = {instancePath:instancePath+"/checksParentsInNewPlaces",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing26},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data30};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
errors = _errs195;
if(vErrors !== null){
if(_errs195){
vErrors.length = _errs195;
}
else {
vErrors = null;
}
}
}
}
if(data.schoolAdaptation !== undefined){
let data31 = data.schoolAdaptation;
if(typeof data31 === "string"){
if(func3(data31) > 4000){
const err144 = {instancePath:instancePath+"/schoolAdaptation",schemaPath:"#/properties/schoolAdaptation/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.schoolAdaptation,data:data31};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/schoolAdaptation",schemaPath:"#/properties/schoolAdaptation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.schoolAdaptation.type,parentSchema:schema11.properties.schoolAdaptation,data:data31};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data.observations !== undefined){
let data32 = data.observations;
if(typeof data32 === "string"){
if(func3(data32) > 4000){
const err146 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data32};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data32};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
else {
const err148 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["-d80052f"] = validate11;
const schema39 = {"const":"sim","title":"Sim","$id":"-d80052f"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-d80052f" */;
let vErrors = null;
let errors = 0;
if("sim" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["6ae1c459"] = validate12;
const schema40 = {"const":"nao","title":"Não","$id":"6ae1c459"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6ae1c459" */;
let vErrors = null;
let errors = 0;
if("nao" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["200a73b7"] = validate13;
const schema41 = {"const":"ocasionalmente","title":"Ocasionalmente","$id":"200a73b7"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="200a73b7" */;
let vErrors = null;
let errors = 0;
if("ocasionalmente" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}
export default exports
