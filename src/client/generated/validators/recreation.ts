/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["recreation.json"] = validate10;
const schema11 = {"$id":"recreation.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"favoriteActivitiesAndToys":{"type":"string","maxLength":4000,"title":"Atividades e brinquedos preferidos"},"favoriteBooksAndTvShows":{"type":"string","maxLength":4000,"title":"Livros, desenhos e programas de TV preferidos"},"adaptsHasFriends":{"type":"boolean","title":"Adapta-se bem aos grupos e tem amigos"},"functionalPlay":{"type":"boolean","title":"Brinca de forma funcional (usa os brinquedos conforme a sua função)"},"operateConsistently":{"$ref":"#/$defs/yesNoSometimes","title":"Manipula os brinquedos de forma consistente (aperta botões, gira, encaixa)"},"pretendPlayMiniatures":{"$ref":"#/$defs/yesNoSometimes","title":"Faz de conta com miniaturas (bonecos, carrinhos, panelinhas)"},"pretendPlayObjects":{"$ref":"#/$defs/yesNoSometimes","title":"Faz de conta com objetos (usa um objeto como se fosse outro)"},"pretendPlayRoles":{"$ref":"#/$defs/yesNoSometimes","title":"Faz de conta assumindo papéis (mamãe, professora, médico)"},"typicalExploration":{"type":"string","maxLength":4000,"title":"Exploração típica de objetos e brinquedos"},"atypicalExploration":{"type":"string","maxLength":4000,"title":"Exploração atípica de objetos (cheira, lambe, gira, olha de canto de olho)"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}},"$defs":{"yesNoSometimes":{"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"ocasionalmente","title":"Ocasionalmente"}]}}};
const schema12 = {"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"ocasionalmente","title":"Ocasionalmente"}]};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="recreation.json" */;
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
if(data.favoriteActivitiesAndToys !== undefined){
let data0 = data.favoriteActivitiesAndToys;
if(typeof data0 === "string"){
if(func3(data0) > 4000){
const err1 = {instancePath:instancePath+"/favoriteActivitiesAndToys",schemaPath:"#/properties/favoriteActivitiesAndToys/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.favoriteActivitiesAndToys,data:data0};
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
const err2 = {instancePath:instancePath+"/favoriteActivitiesAndToys",schemaPath:"#/properties/favoriteActivitiesAndToys/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.favoriteActivitiesAndToys.type,parentSchema:schema11.properties.favoriteActivitiesAndToys,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.favoriteBooksAndTvShows !== undefined){
let data1 = data.favoriteBooksAndTvShows;
if(typeof data1 === "string"){
if(func3(data1) > 4000){
const err3 = {instancePath:instancePath+"/favoriteBooksAndTvShows",schemaPath:"#/properties/favoriteBooksAndTvShows/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.favoriteBooksAndTvShows,data:data1};
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
const err4 = {instancePath:instancePath+"/favoriteBooksAndTvShows",schemaPath:"#/properties/favoriteBooksAndTvShows/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.favoriteBooksAndTvShows.type,parentSchema:schema11.properties.favoriteBooksAndTvShows,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.adaptsHasFriends !== undefined){
let data2 = data.adaptsHasFriends;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/adaptsHasFriends",schemaPath:"#/properties/adaptsHasFriends/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.adaptsHasFriends.type,parentSchema:schema11.properties.adaptsHasFriends,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.functionalPlay !== undefined){
let data3 = data.functionalPlay;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/functionalPlay",schemaPath:"#/properties/functionalPlay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.functionalPlay.type,parentSchema:schema11.properties.functionalPlay,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.operateConsistently !== undefined){
let data4 = data.operateConsistently;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/operateConsistently",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs13 = errors;
let valid2 = false;
let passing0 = null;
const _errs14 = errors;
if("sim" !== data4){
const err8 = {instancePath:instancePath+"/operateConsistently",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
const err9 = {instancePath:instancePath+"/operateConsistently",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
const err10 = {instancePath:instancePath+"/operateConsistently",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
const err11 = {instancePath:instancePath+"/operateConsistently",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
if(data.pretendPlayMiniatures !== undefined){
let data5 = data.pretendPlayMiniatures;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/pretendPlayMiniatures",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs20 = errors;
let valid4 = false;
let passing1 = null;
const _errs21 = errors;
if("sim" !== data5){
const err13 = {instancePath:instancePath+"/pretendPlayMiniatures",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
const err14 = {instancePath:instancePath+"/pretendPlayMiniatures",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
const err15 = {instancePath:instancePath+"/pretendPlayMiniatures",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
const err16 = {instancePath:instancePath+"/pretendPlayMiniatures",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data.pretendPlayObjects !== undefined){
let data6 = data.pretendPlayObjects;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/pretendPlayObjects",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs27 = errors;
let valid6 = false;
let passing2 = null;
const _errs28 = errors;
if("sim" !== data6){
const err18 = {instancePath:instancePath+"/pretendPlayObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
const err19 = {instancePath:instancePath+"/pretendPlayObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
const err20 = {instancePath:instancePath+"/pretendPlayObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
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
const err21 = {instancePath:instancePath+"/pretendPlayObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data.pretendPlayRoles !== undefined){
let data7 = data.pretendPlayRoles;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/pretendPlayRoles",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs34 = errors;
let valid8 = false;
let passing3 = null;
const _errs35 = errors;
if("sim" !== data7){
const err23 = {instancePath:instancePath+"/pretendPlayRoles",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
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
const err24 = {instancePath:instancePath+"/pretendPlayRoles",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
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
const err25 = {instancePath:instancePath+"/pretendPlayRoles",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
const err26 = {instancePath:instancePath+"/pretendPlayRoles",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
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
if(data.typicalExploration !== undefined){
let data8 = data.typicalExploration;
if(typeof data8 === "string"){
if(func3(data8) > 4000){
const err27 = {instancePath:instancePath+"/typicalExploration",schemaPath:"#/properties/typicalExploration/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.typicalExploration,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/typicalExploration",schemaPath:"#/properties/typicalExploration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.typicalExploration.type,parentSchema:schema11.properties.typicalExploration,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.atypicalExploration !== undefined){
let data9 = data.atypicalExploration;
if(typeof data9 === "string"){
if(func3(data9) > 4000){
const err29 = {instancePath:instancePath+"/atypicalExploration",schemaPath:"#/properties/atypicalExploration/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.atypicalExploration,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/atypicalExploration",schemaPath:"#/properties/atypicalExploration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.atypicalExploration.type,parentSchema:schema11.properties.atypicalExploration,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.observations !== undefined){
let data10 = data.observations;
if(typeof data10 === "string"){
if(func3(data10) > 4000){
const err31 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["-d80052f"] = validate11;
const schema16 = {"const":"sim","title":"Sim","$id":"-d80052f"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-d80052f" */;
let vErrors = null;
let errors = 0;
if("sim" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema16,data};
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
const schema17 = {"const":"nao","title":"Não","$id":"6ae1c459"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6ae1c459" */;
let vErrors = null;
let errors = 0;
if("nao" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema17,data};
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
const schema18 = {"const":"ocasionalmente","title":"Ocasionalmente","$id":"200a73b7"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="200a73b7" */;
let vErrors = null;
let errors = 0;
if("ocasionalmente" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema18,data};
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
