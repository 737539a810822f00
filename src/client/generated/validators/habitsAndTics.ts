/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["habitsAndTics.json"] = validate10;
const schema11 = {"$id":"habitsAndTics.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"usedPacifier":{"type":"string","maxLength":200,"title":"Usou chupeta (até que idade)"},"pacifierRemovalMethod":{"type":"string","maxLength":200,"title":"Como foi feita a retirada da chupeta"},"suckedThumb":{"type":"boolean","title":"Chupava o dedo"},"thumbHand":{"type":"string","maxLength":200,"title":"Com que mão chupava o dedo"},"thumbSuckingDuration":{"type":"string","maxLength":200,"title":"Até que idade chupou o dedo"},"thumbSuckingRemovalMethod":{"type":"string","maxLength":200,"title":"Como deixou de chupar o dedo"},"bitesNails":{"$ref":"#/$defs/yesNoSometimes","title":"Rói as unhas"},"nailBitingHand":{"type":"string","maxLength":200,"title":"Com que mão rói as unhas"},"alignsObjects":{"$ref":"#/$defs/yesNoSometimes","title":"Alinha objetos em fileiras"},"playsWithPartsOnly":{"$ref":"#/$defs/yesNoSometimes","title":"Brinca apenas com partes dos objetos (ex.: só com as rodas do carrinho)"},"opensAndClosesObjects":{"$ref":"#/$defs/yesNoSometimes","title":"Abre e fecha objetos repetidamente (portas, gavetas, tampas)"},"rigidPretendPlay":{"$ref":"#/$defs/yesNoSometimes","title":"Faz de conta rígido e repetitivo (sempre a mesma brincadeira)"},"resistsRoutineChange":{"$ref":"#/$defs/yesNoSometimes","title":"Resiste a mudanças na rotina"},"fixedActivitySequence":{"$ref":"#/$defs/yesNoSometimes","title":"Insiste em seguir sempre a mesma sequência nas atividades"},"attachedToUnusualObjects":{"$ref":"#/$defs/yesNoSometimes","title":"Apega-se a objetos incomuns"},"handNearFace":{"$ref":"#/$defs/yesNoSometimes","title":"Faz movimentos repetitivos com as mãos perto do rosto"},"handsNearBody":{"$ref":"#/$defs/yesNoSometimes","title":"Faz movimentos repetitivos com as mãos junto ao corpo"},"bodySwing":{"$ref":"#/$defs/yesNoSometimes","title":"Balança o corpo (movimentos repetitivos)"},"armFlapping":{"$ref":"#/$defs/yesNoSometimes","title":"Agita as mãos (flapping)"},"sensoryInterest":{"$ref":"#/$defs/yesNoSometimes","title":"Tem interesse sensorial incomum (cheira, lambe ou observa objetos de perto)"},"soundSensitivity":{"$ref":"#/$defs/yesNoSometimes","title":"É sensível a sons (tapa os ouvidos, incomoda-se com barulhos)"},"inappropriateTouch":{"$ref":"#/$defs/yesNoSometimes","title":"Toca pessoas ou objetos de forma inadequada"},"hyperactivity":{"$ref":"#/$defs/yesNoSometimes","title":"Apresenta hiperatividade (agitação motora excessiva)"},"reactionWhenPlayInterrupted":{"type":"string","maxLength":4000,"title":"Como reage quando a brincadeira é interrompida"},"reactionToInterruption":{"type":"string","maxLength":4000,"title":"Como reage quando outras atividades ou a rotina são interrompidas"},"fears":{"type":"string","maxLength":4000,"title":"Medos que apresenta"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}},"$defs":{"yesNoSometimes":{"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"ocasionalmente","title":"Ocasionalmente"}]}}};
const schema12 = {"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"ocasionalmente","title":"Ocasionalmente"}]};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="habitsAndTics.json" */;
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
if(data.usedPacifier !== undefined){
let data0 = data.usedPacifier;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/usedPacifier",schemaPath:"#/properties/usedPacifier/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.usedPacifier,data:data0};
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
const err2 = {instancePath:instancePath+"/usedPacifier",schemaPath:"#/properties/usedPacifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.usedPacifier.type,parentSchema:schema11.properties.usedPacifier,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.pacifierRemovalMethod !== undefined){
let data1 = data.pacifierRemovalMethod;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/pacifierRemovalMethod",schemaPath:"#/properties/pacifierRemovalMethod/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.pacifierRemovalMethod,data:data1};
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
const err4 = {instancePath:instancePath+"/pacifierRemovalMethod",schemaPath:"#/properties/pacifierRemovalMethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.pacifierRemovalMethod.type,parentSchema:schema11.properties.pacifierRemovalMethod,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.suckedThumb !== undefined){
let data2 = data.suckedThumb;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/suckedThumb",schemaPath:"#/properties/suckedThumb/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.suckedThumb.type,parentSchema:schema11.properties.suckedThumb,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.thumbHand !== undefined){
let data3 = data.thumbHand;
if(typeof data3 === "string"){
if(func3(data3) > 200){
const err6 = {instancePath:instancePath+"/thumbHand",schemaPath:"#/properties/thumbHand/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.thumbHand,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/thumbHand",schemaPath:"#/properties/thumbHand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.thumbHand.type,parentSchema:schema11.properties.thumbHand,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.thumbSuckingDuration !== undefined){
let data4 = data.thumbSuckingDuration;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err8 = {instancePath:instancePath+"/thumbSuckingDuration",schemaPath:"#/properties/thumbSuckingDuration/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.thumbSuckingDuration,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/thumbSuckingDuration",schemaPath:"#/properties/thumbSuckingDuration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.thumbSuckingDuration.type,parentSchema:schema11.properties.thumbSuckingDuration,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.thumbSuckingRemovalMethod !== undefined){
let data5 = data.thumbSuckingRemovalMethod;
if(typeof data5 === "string"){
if(func3(data5) > 200){
const err10 = {instancePath:instancePath+"/thumbSuckingRemovalMethod",schemaPath:"#/properties/thumbSuckingRemovalMethod/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.thumbSuckingRemovalMethod,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/thumbSuckingRemovalMethod",schemaPath:"#/properties/thumbSuckingRemovalMethod/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.thumbSuckingRemovalMethod.type,parentSchema:schema11.properties.thumbSuckingRemovalMethod,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.bitesNails !== undefined){
let data6 = data.bitesNails;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/bitesNails",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs17 = errors;
let valid2 = false;
let passing0 = null;
const _errs18 = errors;
if("sim" !== data6){
const err13 = {instancePath:instancePath+"/bitesNails",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs18 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs19 = errors;
if("nao" !== data6){
const err14 = {instancePath:instancePath+"/bitesNails",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
const _errs20 = errors;
if("ocasionalmente" !== data6){
const err15 = {instancePath:instancePath+"/bitesNails",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs20 === errors;
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
const err16 = {instancePath:instancePath+"/bitesNails",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.nailBitingHand !== undefined){
let data7 = data.nailBitingHand;
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err17 = {instancePath:instancePath+"/nailBitingHand",schemaPath:"#/properties/nailBitingHand/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.nailBitingHand,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/nailBitingHand",schemaPath:"#/properties/nailBitingHand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.nailBitingHand.type,parentSchema:schema11.properties.nailBitingHand,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.alignsObjects !== undefined){
let data8 = data.alignsObjects;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/alignsObjects",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs26 = errors;
let valid4 = false;
let passing1 = null;
const _errs27 = errors;
if("sim" !== data8){
const err20 = {instancePath:instancePath+"/alignsObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs27 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs28 = errors;
if("nao" !== data8){
const err21 = {instancePath:instancePath+"/alignsObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs28 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
const _errs29 = errors;
if("ocasionalmente" !== data8){
const err22 = {instancePath:instancePath+"/alignsObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs29 === errors;
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
const err23 = {instancePath:instancePath+"/alignsObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.playsWithPartsOnly !== undefined){
let data9 = data.playsWithPartsOnly;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/playsWithPartsOnly",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs33 = errors;
let valid6 = false;
let passing2 = null;
const _errs34 = errors;
if("sim" !== data9){
const err25 = {instancePath:instancePath+"/playsWithPartsOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs34 === errors;
if(_valid2){
valid6 = true;
passing2 = 0;
}
const _errs35 = errors;
if("nao" !== data9){
const err26 = {instancePath:instancePath+"/playsWithPartsOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs35 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid6 = true;
passing2 = 1;
}
const _errs36 = errors;
if("ocasionalmente" !== data9){
const err27 = {instancePath:instancePath+"/playsWithPartsOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs36 === errors;
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
const err28 = {instancePath:instancePath+"/playsWithPartsOnly",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data.opensAndClosesObjects !== undefined){
let data10 = data.opensAndClosesObjects;
if(typeof data10 !== "string"){
const err29 = {instancePath:instancePath+"/opensAndClosesObjects",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs40 = errors;
let valid8 = false;
let passing3 = null;
const _errs41 = errors;
if("sim" !== data10){
const err30 = {instancePath:instancePath+"/opensAndClosesObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs41 === errors;
if(_valid3){
valid8 = true;
passing3 = 0;
}
const _errs42 = errors;
if("nao" !== data10){
const err31 = {instancePath:instancePath+"/opensAndClosesObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs42 === errors;
if(_valid3 && valid8){
valid8 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid8 = true;
passing3 = 1;
}
const _errs43 = errors;
if("ocasionalmente" !== data10){
const err32 = {instancePath:instancePath+"/opensAndClosesObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid3 = _errs43 === errors;
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
const err33 = {instancePath:instancePath+"/opensAndClosesObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.rigidPretendPlay !== undefined){
let data11 = data.rigidPretendPlay;
if(typeof data11 !== "string"){
const err34 = {instancePath:instancePath+"/rigidPretendPlay",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs47 = errors;
let valid10 = false;
let passing4 = null;
const _errs48 = errors;
if("sim" !== data11){
const err35 = {instancePath:instancePath+"/rigidPretendPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid4 = _errs48 === errors;
if(_valid4){
valid10 = true;
passing4 = 0;
}
const _errs49 = errors;
if("nao" !== data11){
const err36 = {instancePath:instancePath+"/rigidPretendPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid4 = _errs49 === errors;
if(_valid4 && valid10){
valid10 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid10 = true;
passing4 = 1;
}
const _errs50 = errors;
if("ocasionalmente" !== data11){
const err37 = {instancePath:instancePath+"/rigidPretendPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid4 = _errs50 === errors;
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
const err38 = {instancePath:instancePath+"/rigidPretendPlay",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data.resistsRoutineChange !== undefined){
let data12 = data.resistsRoutineChange;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/resistsRoutineChange",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs54 = errors;
let valid12 = false;
let passing5 = null;
const _errs55 = errors;
if("sim" !== data12){
const err40 = {instancePath:instancePath+"/resistsRoutineChange",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid5 = _errs55 === errors;
if(_valid5){
valid12 = true;
passing5 = 0;
}
const _errs56 = errors;
if("nao" !== data12){
const err41 = {instancePath:instancePath+"/resistsRoutineChange",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid5 = _errs56 === errors;
if(_valid5 && valid12){
valid12 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid12 = true;
passing5 = 1;
}
const _errs57 = errors;
if("ocasionalmente" !== data12){
const err42 = {instancePath:instancePath+"/resistsRoutineChange",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid5 = _errs57 === errors;
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
const err43 = {instancePath:instancePath+"/resistsRoutineChange",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data.fixedActivitySequence !== undefined){
let data13 = data.fixedActivitySequence;
if(typeof data13 !== "string"){
const err44 = {instancePath:instancePath+"/fixedActivitySequence",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs61 = errors;
let valid14 = false;
let passing6 = null;
const _errs62 = errors;
if("sim" !== data13){
const err45 = {instancePath:instancePath+"/fixedActivitySequence",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data13};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid6 = _errs62 === errors;
if(_valid6){
valid14 = true;
passing6 = 0;
}
const _errs63 = errors;
if("nao" !== data13){
const err46 = {instancePath:instancePath+"/fixedActivitySequence",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data13};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid6 = _errs63 === errors;
if(_valid6 && valid14){
valid14 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid14 = true;
passing6 = 1;
}
const _errs64 = errors;
if("ocasionalmente" !== data13){
const err47 = {instancePath:instancePath+"/fixedActivitySequence",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data13};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid6 = _errs64 === errors;
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
const err48 = {instancePath:instancePath+"/fixedActivitySequence",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data13};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
}
}
if(data.attachedToUnusualObjects !== undefined){
let data14 = data.attachedToUnusualObjects;
if(typeof data14 !== "string"){
const err49 = {instancePath:instancePath+"/attachedToUnusualObjects",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data14};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const _errs68 = errors;
let valid16 = false;
let passing7 = null;
const _errs69 = errors;
if("sim" !== data14){
const err50 = {instancePath:instancePath+"/attachedToUnusualObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid7 = _errs69 === errors;
if(_valid7){
valid16 = true;
passing7 = 0;
}
const _errs70 = errors;
if("nao" !== data14){
const err51 = {instancePath:instancePath+"/attachedToUnusualObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data14};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid7 = _errs70 === errors;
if(_valid7 && valid16){
valid16 = false;
passing7 = [passing7, 1];
}
else {
if(_valid7){
valid16 = true;
passing7 = 1;
}
const _errs71 = errors;
if("ocasionalmente" !== data14){
const err52 = {instancePath:instancePath+"/attachedToUnusualObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data14};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid7 = _errs71 === errors;
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
const err53 = {instancePath:instancePath+"/attachedToUnusualObjects",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data14};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
if(data.handNearFace !== undefined){
let data15 = data.handNearFace;
if(typeof data15 !== "string"){
const err54 = {instancePath:instancePath+"/handNearFace",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data15};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs75 = errors;
let valid18 = false;
let passing8 = null;
const _errs76 = errors;
if("sim" !== data15){
const err55 = {instancePath:instancePath+"/handNearFace",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data15};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid8 = _errs76 === errors;
if(_valid8){
valid18 = true;
passing8 = 0;
}
const _errs77 = errors;
if("nao" !== data15){
const err56 = {instancePath:instancePath+"/handNearFace",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data15};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid8 = _errs77 === errors;
if(_valid8 && valid18){
valid18 = false;
passing8 = [passing8, 1];
}
else {
if(_valid8){
valid18 = true;
passing8 = 1;
}
const _errs78 = errors;
if("ocasionalmente" !== data15){
const err57 = {instancePath:instancePath+"/handNearFace",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data15};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid8 = _errs78 === errors;
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
const err58 = {instancePath:instancePath+"/handNearFace",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing8},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data15};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data.handsNearBody !== undefined){
let data16 = data.handsNearBody;
if(typeof data16 !== "string"){
const err59 = {instancePath:instancePath+"/handsNearBody",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const _errs82 = errors;
let valid20 = false;
let passing9 = null;
const _errs83 = errors;
if("sim" !== data16){
const err60 = {instancePath:instancePath+"/handsNearBody",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data16};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid9 = _errs83 === errors;
if(_valid9){
valid20 = true;
passing9 = 0;
}
const _errs84 = errors;
if("nao" !== data16){
const err61 = {instancePath:instancePath+"/handsNearBody",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data16};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid9 = _errs84 === errors;
if(_valid9 && valid20){
valid20 = false;
passing9 = [passing9, 1];
}
else {
if(_valid9){
valid20 = true;
passing9 = 1;
}
const _errs85 = errors;
if("ocasionalmente" !== data16){
const err62 = {instancePath:instancePath+"/handsNearBody",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data16};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid9 = _errs85 === errors;
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
const err63 = {instancePath:instancePath+"/handsNearBody",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing9},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data16};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
if(data.bodySwing !== undefined){
let data17 = data.bodySwing;
if(typeof data17 !== "string"){
const err64 = {instancePath:instancePath+"/bodySwing",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data17};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const _errs89 = errors;
let valid22 = false;
let passing10 = null;
const _errs90 = errors;
if("sim" !== data17){
const err65 = {instancePath:instancePath+"/bodySwing",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data17};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid10 = _errs90 === errors;
if(_valid10){
valid22 = true;
passing10 = 0;
}
const _errs91 = errors;
if("nao" !== data17){
const err66 = {instancePath:instancePath+"/bodySwing",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data17};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid10 = _errs91 === errors;
if(_valid10 && valid22){
valid22 = false;
passing10 = [passing10, 1];
}
else {
if(_valid10){
valid22 = true;
passing10 = 1;
}
const _errs92 = errors;
if("ocasionalmente" !== data17){
const err67 = {instancePath:instancePath+"/bodySwing",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data17};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid10 = _errs92 === errors;
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
const err68 = {instancePath:instancePath+"/bodySwing",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing10},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data17};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
}
if(data.armFlapping !== undefined){
let data18 = data.armFlapping;
if(typeof data18 !== "string"){
const err69 = {instancePath:instancePath+"/armFlapping",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data18};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs96 = errors;
let valid24 = false;
let passing11 = null;
const _errs97 = errors;
if("sim" !== data18){
const err70 = {instancePath:instancePath+"/armFlapping",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data18};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid11 = _errs97 === errors;
if(_valid11){
valid24 = true;
passing11 = 0;
}
const _errs98 = errors;
if("nao" !== data18){
const err71 = {instancePath:instancePath+"/armFlapping",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data18};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid11 = _errs98 === errors;
if(_valid11 && valid24){
valid24 = false;
passing11 = [passing11, 1];
}
else {
if(_valid11){
valid24 = true;
passing11 = 1;
}
const _errs99 = errors;
if("ocasionalmente" !== data18){
const err72 = {instancePath:instancePath+"/armFlapping",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data18};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid11 = _errs99 === errors;
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
const err73 = {instancePath:instancePath+"/armFlapping",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing11},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data18};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
}
if(data.sensoryInterest !== undefined){
let data19 = data.sensoryInterest;
if(typeof data19 !== "string"){
const err74 = {instancePath:instancePath+"/sensoryInterest",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const _errs103 = errors;
let valid26 = false;
let passing12 = null;
const _errs104 = errors;
if("sim" !== data19){
const err75 = {instancePath:instancePath+"/sensoryInterest",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data19};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid12 = _errs104 === errors;
if(_valid12){
valid26 = true;
passing12 = 0;
}
const _errs105 = errors;
if("nao" !== data19){
const err76 = {instancePath:instancePath+"/sensoryInterest",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data19};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid12 = _errs105 === errors;
if(_valid12 && valid26){
valid26 = false;
passing12 = [passing12, 1];
}
else {
if(_valid12){
valid26 = true;
passing12 = 1;
}
const _errs106 = errors;
if("ocasionalmente" !== data19){
const err77 = {instancePath:instancePath+"/sensoryInterest",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data19};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid12 = _errs106 === errors;
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
const err78 = {instancePath:instancePath+"/sensoryInterest",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing12},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data19};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs103;
if(vErrors !== null){
if(_errs103){
vErrors.length = _errs103;
}
else {
vErrors = null;
}
}
}
}
if(data.soundSensitivity !== undefined){
let data20 = data.soundSensitivity;
if(typeof data20 !== "string"){
const err79 = {instancePath:instancePath+"/soundSensitivity",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data20};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
const _errs110 = errors;
let valid28 = false;
let passing13 = null;
const _errs111 = errors;
if("sim" !== data20){
const err80 = {instancePath:instancePath+"/soundSensitivity",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data20};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid13 = _errs111 === errors;
if(_valid13){
valid28 = true;
passing13 = 0;
}
const _errs112 = errors;
if("nao" !== data20){
const err81 = {instancePath:instancePath+"/soundSensitivity",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data20};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid13 = _errs112 === errors;
if(_valid13 && valid28){
valid28 = false;
passing13 = [passing13, 1];
}
else {
if(_valid13){
valid28 = true;
passing13 = 1;
}
const _errs113 = errors;
if("ocasionalmente" !== data20){
const err82 = {instancePath:instancePath+"/soundSensitivity",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data20};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid13 = _errs113 === errors;
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
const err83 = {instancePath:instancePath+"/soundSensitivity",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing13},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data20};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs110;
if(vErrors !== null){
if(_errs110){
vErrors.length = _errs110;
}
else {
vErrors = null;
}
}
}
}
if(data.inappropriateTouch !== undefined){
let data21 = data.inappropriateTouch;
if(typeof data21 !== "string"){
const err84 = {instancePath:instancePath+"/inappropriateTouch",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data21};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
const _errs117 = errors;
let valid30 = false;
let passing14 = null;
const _errs118 = errors;
if("sim" !== data21){
const err85 = {instancePath:instancePath+"/inappropriateTouch",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data21};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid14 = _errs118 === errors;
if(_valid14){
valid30 = true;
passing14 = 0;
}
const _errs119 = errors;
if("nao" !== data21){
const err86 = {instancePath:instancePath+"/inappropriateTouch",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data21};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid14 = _errs119 === errors;
if(_valid14 && valid30){
valid30 = false;
passing14 = [passing14, 1];
}
else {
if(_valid14){
valid30 = true;
passing14 = 1;
}
const _errs120 = errors;
if("ocasionalmente" !== data21){
const err87 = {instancePath:instancePath+"/inappropriateTouch",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data21};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid14 = _errs120 === errors;
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
const err88 = {instancePath:instancePath+"/inappropriateTouch",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing14},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data21};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
errors = _errs117;
if(vErrors !== null){
if(_errs117){
vErrors.length = _errs117;
}
else {
vErrors = null;
}
}
}
}
if(data.hyperactivity !== undefined){
let data22 = data.hyperactivity;
if(typeof data22 !== "string"){
const err89 = {instancePath:instancePath+"/hyperactivity",schemaPath:"#/$defs/yesNoSometimes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data22};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
const _errs124 = errors;
let valid32 = false;
let passing15 = null;
const _errs125 = errors;
if("sim" !== data22){
const err90 = {instancePath:instancePath+"/hyperactivity",schemaPath:"#/$defs/yesNoSometimes/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data22};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid15 = _errs125 === errors;
if(_valid15){
valid32 = true;
passing15 = 0;
}
const _errs126 = errors;
if("nao" !== data22){
const err91 = {instancePath:instancePath+"/hyperactivity",schemaPath:"#/$defs/yesNoSometimes/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data22};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid15 = _errs126 === errors;
if(_valid15 && valid32){
valid32 = false;
passing15 = [passing15, 1];
}
else {
if(_valid15){
valid32 = true;
passing15 = 1;
}
const _errs127 = errors;
if("ocasionalmente" !== data22){
const err92 = {instancePath:instancePath+"/hyperactivity",schemaPath:"#/$defs/yesNoSometimes/oneOf/2/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema12.oneOf[2],data:data22};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid15 = _errs127 === errors;
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
const err93 = {instancePath:instancePath+"/hyperactivity",schemaPath:"#/$defs/yesNoSometimes/oneOf",keyword:"oneOf",params:{passingSchemas: passing15},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data22};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
}
}
if(data.reactionWhenPlayInterrupted !== undefined){
let data23 = data.reactionWhenPlayInterrupted;
if(typeof data23 === "string"){
if(func3(data23) > 4000){
const err94 = {instancePath:instancePath+"/reactionWhenPlayInterrupted",schemaPath:"#/properties/reactionWhenPlayInterrupted/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.reactionWhenPlayInterrupted,data:data23};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/reactionWhenPlayInterrupted",schemaPath:"#/properties/reactionWhenPlayInterrupted/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.reactionWhenPlayInterrupted.type,parentSchema:schema11.properties.reactionWhenPlayInterrupted,data:data23};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.reactionToInterruption !== undefined){
let data24 = data.reactionToInterruption;
if(typeof data24 === "string"){
if(func3(data24) > 4000){
const err96 = {instancePath:instancePath+"/reactionToInterruption",schemaPath:"#/properties/reactionToInterruption/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.reactionToInterruption,data:data24};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/reactionToInterruption",schemaPath:"#/properties/reactionToInterruption/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.reactionToInterruption.type,parentSchema:schema11.properties.reactionToInterruption,data:data24};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.fears !== undefined){
let data25 = data.fears;
if(typeof data25 === "string"){
if(func3(data25) > 4000){
const err98 = {instancePath:instancePath+"/fears",schemaPath:"#/properties/fears/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.fears,data:data25};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/fears",schemaPath:"#/properties/fears/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fears.type,parentSchema:schema11.properties.fears,data:data25};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.observations !== undefined){
let data26 = data.observations;
if(typeof data26 === "string"){
if(func3(data26) > 4000){
const err100 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data26};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data26};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
else {
const err102 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["-d80052f"] = validate11;
const schema28 = {"const":"sim","title":"Sim","$id":"-d80052f"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-d80052f" */;
let vErrors = null;
let errors = 0;
if("sim" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema28,data};
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
const schema29 = {"const":"nao","title":"Não","$id":"6ae1c459"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6ae1c459" */;
let vErrors = null;
let errors = 0;
if("nao" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema29,data};
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
const schema30 = {"const":"ocasionalmente","title":"Ocasionalmente","$id":"200a73b7"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="200a73b7" */;
let vErrors = null;
let errors = 0;
if("ocasionalmente" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ocasionalmente"},message:"must be equal to constant",schema:"ocasionalmente",parentSchema:schema30,data};
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
